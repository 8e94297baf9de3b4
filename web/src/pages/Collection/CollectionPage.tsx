import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { collegePath, collegeSubjectPath, subjectPath } from '@domain/discovery';
import { withApollo } from '../../app/ApolloIsland';
import { DiscoveryHead } from '../../components/discovery/DiscoveryHead';
import { DiscoveryNotes, NameCountLinks } from '../../components/discovery/DiscoveryNotes';
import { DiscoveryPageFallback, DiscoveryPageFrame } from '../../components/discovery/DiscoveryPageFrame';
import { useDiscoveryPage } from '../../components/discovery/useDiscoveryPage';
import { Eyebrow, LeadText, PageTitle } from '../../components/Section/Section';
import { NoteCollectionPageDocument } from '../../graphql/__generated__/graphql';
import { FollowFilterToggle } from '../Browse/FollowFilterToggle';

/**
 * A college (/colleges/:collegeSlug), a subject across colleges (/subjects/:subjectSlug) or a
 * subject at one college (/colleges/:collegeSlug/:subjectSlug): its public notes in the order and
 * semester the URL asks for, the subjects, colleges and programmes it spans, and Follow for a subject.
 */
function CollectionPage() {
  const { collegeSlug = null, subjectSlug = null } = useParams();
  const { page, notFound, error, refetch, notesProps } = useDiscoveryPage(NoteCollectionPageDocument, 'noteCollection', { collegeSlug, subjectSlug });
  if (!page) return <DiscoveryPageFallback notFound={notFound} error={error} refetch={refetch} />;

  const { college, subject } = page;
  const title = college && subject ? `${subject.name} at ${college.name}` : (college ?? subject)!.name;
  const path = college && subject ? collegeSubjectPath(college.slug, subject.slug) : college ? collegePath(college.slug) : subjectPath(subject!.slug);
  const kind = college && subject ? 'Course notes' : college ? 'College' : 'Subject';
  const description =
    college && subject
      ? `${page.noteCount} ${subject.name} notes shared by students of ${college.name}: lecture notes, assignments and exam preparation, free on CampusNotes.`
      : college
        ? `${page.noteCount} notes from ${college.name} across ${page.subjects.length} subjects, shared by its students, free on CampusNotes.`
        : `${page.noteCount} ${subject!.name} notes from ${page.colleges.length} colleges, shared by students, free on CampusNotes.`;

  return (
    <DiscoveryPageFrame>
      <DiscoveryHead title={title} description={description} path={path} type="CollectionPage" items={page.notes.edges.map((e) => e.node)} />
      <Stack gap={{ base: '6', md: '8' }}>
        <nav aria-label="Breadcrumb">
          <HStack as="ol" listStyleType="none" gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <li>
              <Link asChild color="brand.fg">
                <RouterLink to="/browse">Notes</RouterLink>
              </Link>
            </li>
            {college ? (
              <li>
                /{' '}
                {subject ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={collegePath(college.slug)}>{college.name}</RouterLink>
                  </Link>
                ) : (
                  <span aria-current="page">{college.name}</span>
                )}
              </li>
            ) : null}
            {subject ? (
              <li>
                / <span aria-current="page">{subject.name}</span>
              </li>
            ) : null}
          </HStack>
        </nav>
        <Stack gap="3">
          <Eyebrow>{kind}</Eyebrow>
          <PageTitle fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.15" wordBreak="break-word">
            {title}
          </PageTitle>
          <LeadText>{description}</LeadText>
          {subject ? <FollowFilterToggle course="" subject={subject.name} /> : null}
          {college && subject ? (
            <Text fontSize="sm" color="fg.muted">
              Also:{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={subjectPath(subject.slug)}>{subject.name} at every college</RouterLink>
              </Link>
            </Text>
          ) : null}
        </Stack>
        <NameCountLinks title="Subjects" items={page.subjects} hrefOf={college ? (slug) => collegeSubjectPath(college.slug, slug) : undefined} />
        <NameCountLinks title="Colleges" items={page.colleges} hrefOf={subject ? (slug) => collegeSubjectPath(slug, subject.slug) : undefined} />
        <NameCountLinks title="Programmes" items={page.programmes} />
        <DiscoveryNotes {...notesProps(page)} />
      </Stack>
    </DiscoveryPageFrame>
  );
}

export default withApollo(CollectionPage);
