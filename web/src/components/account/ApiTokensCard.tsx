import { useState, type SyntheticEvent } from 'react';
import { Box, Button, Flex, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { COPIED_INDICATOR_MS } from '@domain/constants';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument, type ApiTokenItemFragment } from '../../graphql/__generated__/graphql';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormAlert } from './FormAlert';
import { formatDate } from '../../app/format';
import { firstProblem, mistakesFromError } from './form-errors';
import { CopyIcon, KeyIcon } from './icons';
import { useTimedMessage } from './useTimedMessage';
import { FormStack } from './FormStack';
import { panelSurface, stackOnPhones } from '../card-surface';
import { ProblemText } from '../ProblemText';

const NAME_MAX = 80;

/** Personal API tokens: create one (its secret is shown once), see when each was used, revoke. */
export function ApiTokensCard() {
  const { data, loading, error } = useQuery(ApiTokensDocument);
  const [createToken, creating] = useMutation(CreateApiTokenDocument, {
    update(cache, { data: result }) {
      const created = result?.createApiToken.apiToken;
      if (!created) return;
      cache.updateQuery({ query: ApiTokensDocument }, (current) => {
        if (!current) return current;
        const others = current.apiTokens.edges.filter((edge) => edge.node.id !== created.id);
        // The new token's cursor is unknown here; nothing pages past the first 20 anyway.
        const edges = [{ __typename: 'ApiTokenEdge' as const, cursor: '', node: created }, ...others];
        return { apiTokens: { ...current.apiTokens, totalCount: current.apiTokens.totalCount + edges.length - current.apiTokens.edges.length, edges } };
      });
    },
  });
  const [name, setName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);

  const onCreate = async (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > NAME_MAX) {
      setFormError(`Give the token a name of 1 to ${NAME_MAX} characters.`);
      return;
    }
    setFormError(null);
    try {
      const { data: result } = await createToken({ variables: { input: { name: trimmed } } });
      const payload = result?.createApiToken;
      if (payload?.token && !payload.errors.length) {
        setSecret({ name: trimmed, token: payload.token });
        setName('');
      } else {
        setFormError(payload?.errors[0]?.message ?? 'Failed to create the token.');
      }
    } catch (failure) {
      setFormError(mistakesFromError(failure, 'Failed to create the token.')[0].message);
    }
  };

  const tokens = data?.apiTokens.edges.map((edge) => edge.node) ?? [];

  return (
    <Stack gap="5" aria-labelledby="api-tokens-heading" as="section">
      <Stack gap="1">
        <Heading id="api-tokens-heading" as="h2" fontSize="xl" fontWeight="800" letterSpacing="-0.01em">
          API tokens
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Let a script or app use CampusNotes as you: send a token as{' '}
          <Box as="code" fontFamily="mono" fontSize="xs" px="1" py="0.5" rounded="sm" bg="bg.muted">
            Authorization: Bearer &lt;token&gt;
          </Box>
          .
        </Text>
      </Stack>

      {secret ? <NewTokenNotice name={secret.name} token={secret.token} onDone={() => setSecret(null)} /> : null}

      <FormStack flexDirection={{ base: 'column', sm: 'row' }} gap="3" onSubmit={onCreate} aria-label="Create an API token">
        <Input
          aria-label="Token name"
          placeholder='Token name, e.g. "study bot"'
          value={name}
          maxLength={NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={formError ? true : undefined}
        />
        <Button type="submit" variant="outline" colorPalette="brand" rounded="full" flexShrink={0} disabled={creating.loading}>
          <KeyIcon /> {creating.loading ? 'Creating...' : 'Create token'}
        </Button>
      </FormStack>
      <ProblemText mt="-2">{formError}</ProblemText>

      {loading && !data ? (
        <Stack gap="2">
          <Skeleton h="14" rounded="xl" />
          <Skeleton h="14" rounded="xl" />
        </Stack>
      ) : error && !data ? (
        <FormAlert status="error">There was an error loading your API tokens.</FormAlert>
      ) : tokens.length ? (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Your API tokens">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.subtle" fontSize="sm">
          You have no API tokens.
        </Text>
      )}
    </Stack>
  );
}

function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const [copied, showCopied] = useTimedMessage(COPIED_INDICATOR_MS);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopyFailed(false);
      showCopied('Copied!');
    } catch {
      setCopyFailed(true);
    }
  };
  return (
    <Stack gap="3" p="4" rounded="xl" bg="orange.subtle" borderWidth="1px" borderColor="orange.muted" role="region" aria-label="New API token">
      <Text fontWeight="700" color="fg.warning">
        Your new token “{name}”
      </Text>
      <Text fontSize="sm" color="fg.warning">
        Copy it now and keep it somewhere safe: it will not be shown again. Anyone with it can act as you.
      </Text>
      <Flex gap="2" {...stackOnPhones} align={{ sm: 'center' }}>
        <Box
          as="code"
          fontFamily="mono"
          data-testid="new-api-token"
          flex="1"
          px="3"
          py="2"
          rounded="lg"
          bg="bg.panel"
          fontSize="sm"
          wordBreak="break-all"
          userSelect="all"
        >
          {token}
        </Box>
        <HStack gap="2" flexShrink={0}>
          <Button size="sm" colorPalette="brand" rounded="full" onClick={copy}>
            <CopyIcon /> {copied ?? 'Copy'}
          </Button>
          <Button size="sm" variant="ghost" rounded="full" onClick={onDone}>
            Done
          </Button>
        </HStack>
      </Flex>
      {copyFailed ? (
        <Text fontSize="sm" color="fg.error">
          Could not copy automatically: select the token and copy it.
        </Text>
      ) : null}
    </Stack>
  );
}

function TokenRow({ token }: { token: ApiTokenItemFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoke, { loading }] = useMutation(RevokeApiTokenDocument, {
    update(cache, { data: result }) {
      if (!result?.revokeApiToken.revokedId) return;
      cache.updateQuery({ query: ApiTokensDocument }, (current) => {
        if (!current) return current;
        const edges = current.apiTokens.edges.filter((edge) => edge.node.id !== token.id);
        return {
          apiTokens: { ...current.apiTokens, totalCount: Math.max(0, current.apiTokens.totalCount - (current.apiTokens.edges.length - edges.length)), edges },
        };
      });
      const id = cache.identify({ __typename: 'ApiToken', id: token.id });
      if (id) cache.evict({ id });
      cache.gc();
    },
  });
  const onRevoke = async () => {
    setFailure(null);
    const problem = await firstProblem(async () => (await revoke({ variables: { id: token.id } })).data?.revokeApiToken.errors, 'Failed to revoke the token.');
    if (problem) setFailure(problem);
    else setConfirming(false);
  };
  return (
    <Box as="li" px="4" py="3" rounded="xl" borderWidth="1px" borderColor="border" bg="bg.subtle">
      <Flex gap="3" align={{ base: 'flex-start', sm: 'center' }} {...stackOnPhones}>
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="600" color="fg" truncate>
              {token.name}
            </Text>
            <Box as="code" fontFamily="mono" fontSize="xs" px="1.5" py="0.5" rounded="md" {...panelSurface} color="fg.muted">
              {token.prefix}…
            </Box>
          </HStack>
          <Text fontSize="xs" color="fg.subtle">
            Created {formatDate(token.createdAt)} · {token.lastUsedAt ? `Last used ${formatDate(token.lastUsedAt)}` : 'Never used'}
          </Text>
        </Stack>
        <Button size="sm" variant="ghost" colorPalette="red" rounded="full" onClick={() => setConfirming(true)} aria-label={`Revoke ${token.name}`}>
          Revoke
        </Button>
      </Flex>
      <ConfirmDialog
        open={confirming}
        title="Revoke token"
        message={`Revoke “${token.name}”? Scripts using it will stop working at once.`}
        confirmLabel="Revoke"
        busy={loading}
        error={failure}
        onConfirm={onRevoke}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
