import { useEffect, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MyDataExportDocument, RequestDataExportDocument } from '../../graphql/__generated__/graphql';
import { formatShortDateTime } from '../../app/format';
import { FormAlert } from '../../components/account/FormAlert';
import { DownloadIcon } from '../../components/icons';

/** How often the panel asks whether the export is ready. */
const POLL_MS = 2000;

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/**
 * "Your data": a zip of everything CampusNotes holds about the student, built in the background;
 * the panel polls until it is ready, then offers the download until its link expires.
 */
export function DataExportPanel() {
  const { data, startPolling, stopPolling } = useQuery(MyDataExportDocument, { fetchPolicy: 'cache-and-network' });
  const [request, { loading: requesting }] = useMutation(RequestDataExportDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const current = data?.myDataExport ?? null;
  const working = current?.state === 'PENDING' || current?.state === 'RUNNING';

  useEffect(() => {
    if (!working) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [working, startPolling, stopPolling]);

  const ask = async () => {
    setProblem(null);
    try {
      const { data: result } = await request({
        update: (cache, answer) => {
          const created = answer.data?.requestDataExport.export;
          if (created) cache.writeQuery({ query: MyDataExportDocument, data: { myDataExport: created } });
        },
      });
      const refused = result?.requestDataExport.errors[0];
      if (refused) setProblem(refused.message);
    } catch {
      setProblem('The export could not be requested. Please try again.');
    }
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="your-data-heading">
      <Stack gap="1">
        <Heading as="h2" id="your-data-heading" fontSize="lg" fontWeight="700">
          Your data
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Download a zip of everything CampusNotes holds about you: your profile, your notes with their files, comments, likes, saved notes, follows,
          notifications and the reports you made. It is prepared in the background; the link works for you only, for 24 hours.
        </Text>
      </Stack>
      <Box role="status" aria-live="polite" data-testid="data-export-status">
        {working ? (
          <Text fontSize="sm" color="fg">
            Preparing your export (requested {formatShortDateTime(new Date(current.createdAt))})...
          </Text>
        ) : current?.state === 'READY' ? (
          <Text fontSize="sm" color="fg">
            Your export is ready{current.size ? ` (${formatSize(current.size)})` : ''}. The link expires{' '}
            {current.expiresAt ? formatShortDateTime(new Date(current.expiresAt)) : 'soon'}.
          </Text>
        ) : current?.state === 'EXPIRED' ? (
          <Text fontSize="sm" color="fg.muted">
            Your last export’s link has expired. Request a new one.
          </Text>
        ) : current?.state === 'FAILED' ? (
          <Text fontSize="sm" color="fg.error">
            Your last export could not be prepared. Please request it again.
          </Text>
        ) : null}
      </Box>
      {problem ? <FormAlert status="error">{problem}</FormAlert> : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {current?.state === 'READY' && current.downloadUrl ? (
          <Button asChild colorPalette="brand" rounded="full">
            <a href={current.downloadUrl} download>
              <DownloadIcon /> Download your data
            </a>
          </Button>
        ) : null}
        <Button variant="outline" rounded="full" onClick={() => void ask()} loading={requesting} disabled={working} loadingText="Requesting...">
          {working ? 'Preparing...' : current ? 'Request a new export' : 'Request my data'}
        </Button>
      </Stack>
    </Stack>
  );
}
