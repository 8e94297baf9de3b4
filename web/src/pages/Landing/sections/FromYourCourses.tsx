import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../hooks/useCurrentUser';

export const FROM_YOUR_COURSES_SIZE = 6;

// Signed-in students only: a visitor's landing page loads neither the cards nor Apollo Client.
const FromYourCoursesList = lazy(() => import('./FromYourCoursesList'));

/**
 * The latest approved notes in the courses and subjects the student follows. Nothing at all
 * for visitors (no query), and nothing for students who follow nothing (or whose courses have
 * no notes yet): the landing page stays as it was.
 */
export function FromYourCourses() {
  const { isSignedIn } = useCurrentUser();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <FromYourCoursesList />
    </Suspense>
  );
}
