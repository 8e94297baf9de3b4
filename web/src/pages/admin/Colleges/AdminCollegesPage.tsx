import { Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { AdminCollegesDocument } from '../../../graphql/__generated__/graphql';
import { AdminPage, Panel } from '../components/AdminPage';
import { ArrowLeftIcon } from '../components/icons';
import { MergeNameButton } from '../components/MergeNameButton';
import { SearchedListPage } from '../components/SearchedListPage';
import { EmptyState } from '../components/StatusViews';
import { Pager } from '../components/Pager';
import { useSearchedAdminPage } from '../hooks/useAdminPage';
import { COLLEGES_PAGE_SIZE } from '../page-sizes';
import { CollegeCard } from './CollegeCard';
import { CollegeNotes } from './CollegeNotes';

/** The opened college lives in the URL (?college=...), so Back and a reload keep it. */
const COLLEGE_PARAM = 'college';

export default function AdminCollegesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get(COLLEGE_PARAM);

  const open = (name: string) => setSearchParams({ [COLLEGE_PARAM]: name });
  const back = () => setSearchParams({});

  if (selected) {
    return (
      <AdminPage
        title={`Notes from ${selected}`}
        description="Every note of this college, approved and pending."
        aside={
          <HStack gap="2" wrap="wrap">
            <MergeNameButton kind="COLLEGE" name={selected} onMerged={open} />
            <Button variant="outline" rounded="full" size="sm" bg="bg.panel" onClick={back}>
              <ArrowLeftIcon /> Back to All Colleges
            </Button>
          </HStack>
        }
      >
        <CollegeNotes college={selected} />
      </AdminPage>
    );
  }
  return <CollegeList onOpen={open} />;
}

function CollegeList({ onOpen }: { onOpen: (name: string) => void }) {
  const page = useSearchedAdminPage(AdminCollegesDocument, 'adminColleges', COLLEGES_PAGE_SIZE);
  const { connection, pager } = page;
  const colleges = connection?.edges.map((edge) => edge.node);

  return (
    <SearchedListPage
      noun="college"
      page={page}
      description="Notes grouped by college: open one to review its notes."
      errorTitle="Failed to fetch college notes"
      loadingLabel="Loading college data..."
    >
      {colleges && colleges.length === 0 ? (
        <Panel>
          <EmptyState message="No colleges found matching your search" />
        </Panel>
      ) : null}
      {colleges && colleges.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '4', md: '5' }}>
          {colleges.map((college) => (
            <CollegeCard key={college.name} college={college} onOpen={() => onOpen(college.name)} />
          ))}
        </SimpleGrid>
      ) : null}
      {connection && connection.totalCount > COLLEGES_PAGE_SIZE ? <Pager {...pager} connection={connection} noun="colleges" /> : null}
    </SearchedListPage>
  );
}
