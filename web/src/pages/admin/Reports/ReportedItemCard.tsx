import { Badge, Box, Button, chakra, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { reasonLabel } from '../../../components/community/report-reasons';
import type { ModerationActionKind, ModerationDecision, ReportQueueQuery } from '../../../graphql/__generated__/graphql';
import { formatDate } from '../../../app/format';
import { uploaderName } from '../format';
import { cardSurface, focusRing } from '../../../components/card-surface';

export type ReportedItemNode = ReportQueueQuery['reportQueue']['edges'][number]['node'];

const STEP_LABELS: Record<ModerationActionKind, string> = {
  HIDE: 'Held from the public automatically',
  DISMISS: 'Reports dismissed',
  UNPUBLISH: 'Unpublished',
  DELETE: 'Deleted',
};

export const itemTitle = (item: ReportedItemNode) =>
  item.kind === 'NOTE' ? item.note.title : `Comment by ${item.comment?.author?.username ?? 'Anonymous User'} on “${item.note.title}”`;

interface ReportedItemCardProps {
  item: ReportedItemNode;
  busy: boolean;
  onDecide: (item: ReportedItemNode, action: ModerationDecision) => void;
}

/** One reported note or comment: what it is, why students reported it, its history and the decisions. */
export function ReportedItemCard({ item, busy, onDecide }: ReportedItemCardProps) {
  const headingId = `reported-${item.kind}-${item.id}`;
  const title = itemTitle(item);
  return (
    <Stack as="article" aria-labelledby={headingId} gap="4" p={{ base: '4', md: '6' }} {...cardSurface} rounded="2xl" data-testid="reported-item">
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
        <Stack gap="1.5" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Badge variant="surface" colorPalette={item.kind === 'NOTE' ? 'brand' : 'teal'} rounded="full" px="2.5">
              {item.kind === 'NOTE' ? 'Note' : 'Comment'}
            </Badge>
            <Badge variant="solid" colorPalette="red" rounded="full" px="2.5" data-testid="report-count">
              {item.openReportCount} {item.openReportCount === 1 ? 'report' : 'reports'}
            </Badge>
            {item.hidden ? (
              <Badge variant="subtle" colorPalette="orange" rounded="full" px="2.5">
                Held from the public
              </Badge>
            ) : null}
          </HStack>
          <Heading id={headingId} as="h2" fontSize="lg" fontWeight="700" color="fg" wordBreak="break-word">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {item.kind === 'NOTE' ? `${item.note.subject} · ${item.note.course} · by ${uploaderName(item.note.uploader)}` : null}
            {item.kind === 'NOTE' ? ' · ' : null}
            First reported {formatDate(item.firstReportedAt)}
            {item.lastReportedAt !== item.firstReportedAt ? `, last ${formatDate(item.lastReportedAt)}` : ''}
          </Text>
          <Link asChild fontSize="sm" color="brand.fg" w="fit-content">
            <RouterLink to={item.kind === 'COMMENT' ? `/notes/${item.note.id}#comments` : `/notes/${item.note.id}`}>
              Open the note<chakra.span srOnly> {item.note.title}</chakra.span>
            </RouterLink>
          </Link>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" rounded="full" disabled={busy} onClick={() => onDecide(item, 'DISMISS')}>
            Dismiss
          </Button>
          {item.kind === 'NOTE' ? (
            <Button size="sm" variant="outline" colorPalette="orange" rounded="full" disabled={busy} onClick={() => onDecide(item, 'UNPUBLISH')}>
              Unpublish
            </Button>
          ) : null}
          <Button size="sm" variant="solid" colorPalette="red" rounded="full" disabled={busy} onClick={() => onDecide(item, 'DELETE')}>
            Delete
          </Button>
        </HStack>
      </Flex>

      {item.comment ? (
        <Text as="blockquote" fontSize="sm" color="fg" bg="bg.subtle" rounded="lg" px="4" py="3" whiteSpace="pre-wrap" wordBreak="break-word">
          {item.comment.text}
        </Text>
      ) : null}

      <Stack gap="2">
        <Heading as="h3" fontSize="sm" fontWeight="700" color="fg">
          Reasons
        </Heading>
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
          {item.reasons.map((r) => (
            <Box as="li" key={r.reason}>
              <Badge variant="surface" colorPalette="gray" rounded="full" px="2.5">
                {reasonLabel(r.reason)} × {r.count}
              </Badge>
            </Box>
          ))}
        </HStack>
        {item.reports.some((r) => r.details) ? (
          <Stack as="ul" gap="1.5" listStyleType="none" fontSize="sm">
            {item.reports
              .filter((r) => r.details)
              .map((r) => (
                <Box as="li" key={r.id} color="fg.muted">
                  <Text as="span" fontWeight="600" color="fg">
                    {reasonLabel(r.reason)}
                  </Text>{' '}
                  ({formatDate(r.createdAt)}): {r.details}
                </Box>
              ))}
          </Stack>
        ) : null}
      </Stack>

      <Box as="details" fontSize="sm" data-testid="reported-item-history">
        <Box as="summary" cursor="pointer" fontWeight="600" color="fg" w="fit-content" rounded="md" _focusVisible={focusRing}>
          History ({item.history.length})
        </Box>
        {item.history.length ? (
          <Stack as="ol" gap="1.5" mt="2" ps="5" listStyleType="decimal">
            {item.history.map((step) => (
              <Box as="li" key={step.id} color="fg.muted">
                <Text as="span" color="fg" fontWeight="600">
                  {STEP_LABELS[step.action]}
                </Text>{' '}
                on {formatDate(step.createdAt)} by {step.actor?.username ?? 'the system'}
                {step.reason ? `: ${step.reason}` : ''}
              </Box>
            ))}
          </Stack>
        ) : (
          <Text mt="2" color="fg.muted">
            No moderation steps yet.
          </Text>
        )}
      </Box>
    </Stack>
  );
}
