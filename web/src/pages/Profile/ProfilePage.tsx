import { useState } from 'react';
import { Box, Button, Container, Flex, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/account/FormAlert';
import { LogOutIcon } from '../../components/account/icons';
import { useLeaveSession } from '../../components/account/useLeaveSession';
import { PageFallback } from '../../components/PageFallback/PageFallback';
import { UserAvatar } from '../../components/UserAvatar/UserAvatar';
import { type AccountUserFragment, ProfileMeDocument, SignOutDocument } from '../../graphql/__generated__/graphql';
import { FollowingTab } from './FollowingTab';
import { ProfileTab } from './ProfileTab';
import { SavedTab } from './SavedTab';
import { StudyListsTab } from './StudyListsTab';
import { UploadsTab } from './UploadsTab';
import { withApollo } from '../../app/ApolloIsland';
import { splitRow } from '../../components/card-surface';
import { ProblemText } from '../../components/ProblemText';

/** The dashboard's tabs; the chosen one is kept in the URL (?tab=uploads) so it survives a reload. */
export const DASHBOARD_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'uploads', label: 'My Uploads' },
  { value: 'saved', label: 'Saved Notes' },
  { value: 'lists', label: 'Study Lists' },
  { value: 'following', label: 'Following' },
] as const;
type TabValue = (typeof DASHBOARD_TABS)[number]['value'];

/** A brand-new account (made in the last day) is welcomed, not welcomed back. */
export function greeting(username: string, createdAt: string, now = Date.now()): string {
  const age = now - new Date(createdAt).getTime();
  return Number.isFinite(age) && age < NEW_ACCOUNT_MS ? `Welcome, ${username}` : `Welcome back, ${username}`;
}

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

const isTab = (value: string | null): value is TabValue => DASHBOARD_TABS.some((tab) => tab.value === value);

function ProfilePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'profile';
  const { data, loading, error } = useQuery(ProfileMeDocument);
  const [signOut, signingOut] = useMutation(SignOutDocument);
  const leave = useLeaveSession();
  const [signOutError, setSignOutError] = useState<string | null>(null);

  const onSignOut = async () => {
    setSignOutError(null);
    try {
      await signOut();
      leave();
    } catch {
      setSignOutError('Failed to sign out. Please try again.');
    }
  };

  const selectTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'profile') next.delete('tab');
    else next.set('tab', value);
    setSearchParams(next, { replace: true });
  };

  const me = data?.me;
  if (loading && !me) return <PageFallback />;

  return (
    <Box pb={{ base: '12', md: '20' }}>
      <title>My Dashboard · CampusNotes</title>
      <Box bgImage="linear-gradient(180deg, var(--chakra-colors-brand-subtle), var(--chakra-colors-bg-canvas))" borderBottomWidth="1px" borderColor="border">
        <Container maxW="6xl" px={{ base: '5', md: '8' }} pt={{ base: '8', md: '12' }} pb={{ base: '6', md: '8' }}>
          <Flex gap="5" align={{ base: 'flex-start', sm: 'center' }} {...splitRow}>
            <HStack gap="4">
              {me ? <UserAvatar name={me.username} src={me.avatarUrl} size="lg" /> : null}
              <Stack gap="0.5">
                <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800" letterSpacing="-0.025em" color="fg">
                  My Dashboard
                </Heading>
                {me ? <Text color="fg.muted">{greeting(me.username, me.createdAt)}</Text> : null}
              </Stack>
            </HStack>
            <Stack gap="1" align={{ base: 'stretch', sm: 'flex-end' }} w={{ base: 'full', sm: 'auto' }}>
              <Button variant="outline" colorPalette="gray" bg="bg.panel" rounded="full" onClick={onSignOut} disabled={signingOut.loading}>
                <LogOutIcon /> {signingOut.loading ? 'Signing out...' : 'Sign Out'}
              </Button>
              <ProblemText>{signOutError}</ProblemText>
            </Stack>
          </Flex>
        </Container>
      </Box>

      <Container maxW="6xl" px={{ base: '5', md: '8' }} pt="6">
        {!me ? (
          <FormAlert status="error">{error ? 'There was an error loading your profile.' : 'Please sign in again.'}</FormAlert>
        ) : (
          <Tabs.Root
            recipe={tabsSlotRecipe}
            value={tab}
            onValueChange={(details) => selectTab(details.value)}
            variant="enclosed"
            colorPalette="brand"
            lazyMount
            unmountOnExit
          >
            <Tabs.List bg="bg.muted" rounded="full" p="1" w={{ base: 'full', sm: 'auto' }} overflowX="auto">
              {DASHBOARD_TABS.map((item) => (
                <Tabs.Trigger
                  key={item.value}
                  value={item.value}
                  rounded="full"
                  px={{ base: '3', sm: '5' }}
                  flex={{ base: '1 0 auto', sm: 'initial' }}
                  justifyContent="center"
                  fontWeight="600"
                  whiteSpace="nowrap"
                >
                  {item.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {DASHBOARD_TABS.map((item) => (
              <Tabs.Content key={item.value} value={item.value} pt="6">
                {tabPanel(item.value, me)}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Container>
    </Box>
  );
}

// Brings Apollo Client with the page: the first load of other pages does not carry it.
export default withApollo(ProfilePage);

/** What each tab shows; a panel renders only while its tab is open (lazyMount). */
function tabPanel(tab: TabValue, me: AccountUserFragment) {
  switch (tab) {
    case 'profile':
      return <ProfileTab user={me} />;
    case 'uploads':
      return <UploadsTab />;
    case 'saved':
      return <SavedTab />;
    case 'lists':
      return <StudyListsTab />;
    case 'following':
      return <FollowingTab />;
  }
}
