import type { ReactNode } from 'react';
import { Center, Text } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router';
import { withReturnPath } from '@domain/return-path';
import { PageFallback } from '../components/PageFallback/PageFallback';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** Signed-in pages: visitors go to sign-in, remembering where they were headed. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageFallback />;
  if (!isSignedIn)
    return <Navigate to={withReturnPath('/sign-in', `${location.pathname}${location.search}${location.hash}`)} replace state={{ from: location }} />;
  return children;
}

/** Admin area (spec 4): Loading... while auth loads, visitors to /signin, other users to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isSignedIn, isAdmin, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) {
    return (
      <Center minH="100dvh" role="status">
        <Text color="fg.muted">Loading...</Text>
      </Center>
    );
  }
  if (!isSignedIn)
    return <Navigate to={withReturnPath('/signin', `${location.pathname}${location.search}${location.hash}`)} replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
