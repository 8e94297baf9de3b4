import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageFallback } from '../components/PageFallback/PageFallback';
import LandingPage from '../pages/Landing/LandingPage';
import { RequireAuth } from './guards';
import { PublicLayout } from './PublicLayout';
import { RouteFocus } from './RouteFocus';
import { ScrollToTop } from './ScrollToTop';

// Landing is the only eager page: everything else is fetched on first visit.
const AboutPage = lazy(() => import('../pages/About/AboutPage'));
const BrowsePage = lazy(() => import('../pages/Browse/BrowsePage'));
const NoteDetailPage = lazy(() => import('../pages/NoteDetail/NoteDetailPage'));
const SignInPage = lazy(() => import('../pages/SignIn/SignInPage'));
const SignUpPage = lazy(() => import('../pages/SignUp/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('../pages/PasswordReset/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/PasswordReset/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../pages/Profile/ProfilePage'));
const NoteFormPage = lazy(() => import('../pages/NoteForm/NoteFormPage'));
const StudyListPage = lazy(() => import('../pages/StudyList/StudyListPage'));
const CollectionPage = lazy(() => import('../pages/Collection/CollectionPage'));
const ContributorPage = lazy(() => import('../pages/Contributor/ContributorPage'));
const NotFoundPage = lazy(() => import('../pages/NotFound/NotFoundPage'));
const AdminArea = lazy(() => import('../pages/admin/AdminArea'));

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="browse" element={<BrowsePage />} />
          <Route path="notes/:notesId" element={<NoteDetailPage />} />
          <Route path="lists/:listId" element={<StudyListPage />} />
          <Route path="colleges/:collegeSlug" element={<CollectionPage />} />
          <Route path="colleges/:collegeSlug/:subjectSlug" element={<CollectionPage />} />
          <Route path="subjects/:subjectSlug" element={<CollectionPage />} />
          <Route path="u/:username" element={<ContributorPage />} />
          {/* The spec links to both spellings; they are one page. */}
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="signin" element={<SignInPage />} />
          <Route path="sign-up" element={<SignUpPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route
            path="profile"
            element={
              <RequireAuth>
                <ProfilePage />
              </RequireAuth>
            }
          />
          <Route
            path="uploading-notes"
            element={
              <RequireAuth>
                <NoteFormPage />
              </RequireAuth>
            }
          />
          <Route
            path="update-notes/:updateId"
            element={
              <RequireAuth>
                <NoteFormPage />
              </RequireAuth>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="admin-dashboard/*"
          element={
            <Suspense fallback={<PageFallback />}>
              <AdminArea />
            </Suspense>
          }
        />
      </Routes>
    </>
  );
}
