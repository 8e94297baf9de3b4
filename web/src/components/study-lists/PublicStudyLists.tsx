import { Badge, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { withApollo } from '../../app/ApolloIsland';
import { PublicStudyListsDocument } from '../../graphql/__generated__/graphql';
import { cardSurface } from '../card-surface';
import { ListIcon } from './icons';

/**
 * A contributor's public study lists (for their page, /u/:username): each list's name and size,
 * linking to its shareable page. Renders nothing when they have none, so the page needs no check.
 */
function PublicStudyListsSection({ username }: { username: string }) {
  const { data } = useQuery(PublicStudyListsDocument, { variables: { username } });
  const lists = data?.publicStudyLists.edges ?? [];
  if (lists.length === 0) return null;
  return (
    <Stack as="section" gap="4" aria-labelledby="public-study-lists" data-testid="public-study-lists">
      <Heading id="public-study-lists" as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="800">
        Study lists
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none">
        {lists.map(({ node }) => (
          <LinkBox as="li" key={node.id} p="5" rounded="2xl" {...cardSurface} _hover={{ borderColor: 'brand.muted' }}>
            <Stack gap="2">
              <Badge alignSelf="flex-start" variant="subtle" colorPalette="brand" rounded="full">
                <ListIcon /> {node.noteCount === 1 ? '1 note' : `${node.noteCount} notes`}
              </Badge>
              <LinkOverlay asChild fontWeight="700" fontSize="lg" color="fg">
                <RouterLink to={node.path}>{node.name}</RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted">
                Updated {node.updatedAt.slice(0, 10)}
              </Text>
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const WithApollo = withApollo(PublicStudyListsSection);

/** The contributor page's study lists, with Apollo brought along if the page has none. */
export function PublicStudyLists({ username }: { username: string }) {
  return <WithApollo username={username} />;
}
