import { useState } from 'react';
import { Button, Field, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ActionDialog } from '../../../components/ActionDialog';
import { type CatalogueKind, MergeCatalogueNameDocument } from '../../../graphql/__generated__/graphql';

const WORDS: Record<CatalogueKind, { noun: string; example: string }> = {
  COLLEGE: { noun: 'college', example: 'e.g. Maulana Azad NIT' },
  SUBJECT: { noun: 'subject', example: 'e.g. Operating Systems' },
};

interface MergeNameButtonProps {
  /** A college or a subject. */
  kind: CatalogueKind;
  /** The spelling to merge away, exactly as the notes carry it. */
  name: string;
  /** Gets the name kept. */
  onMerged?: (kept: string) => void;
  /** The button's visible words (its accessible name begins with them). */
  label?: string;
}

/**
 * Merges this spelling of a college or subject into another ("MANIT Bhopal" into "Maulana Azad
 * NIT"), or renames it when the name to keep is new: every note moves (and, for a subject, every
 * follow), the old page address answers 301, and the audit trail records it.
 */
export function MergeNameButton({ kind, name, onMerged, label = 'Merge into…' }: MergeNameButtonProps) {
  const { noun, example } = WORDS[kind];
  const [open, setOpen] = useState(false);
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [merge, { loading }] = useMutation(MergeCatalogueNameDocument, { refetchQueries: 'active' });

  const confirm = async () => {
    setError(null);
    try {
      const { data } = await merge({ variables: { input: { kind, from: name, into } } });
      const result = data?.mergeCatalogueName;
      if (!result || result.errors.length) {
        setError(result?.errors[0]?.message ?? 'That did not work. Please try again.');
        return;
      }
      setOpen(false);
      setInto('');
      onMerged?.(result.entry!.name);
    } catch (failure) {
      console.error(`merging a ${noun} failed`, failure);
      setError('That did not work. Please try again.');
    }
  };

  return (
    <>
      <Button variant="outline" rounded="full" size="sm" bg="bg.panel" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ActionDialog
        open={open}
        title={`Merge ${name}`}
        confirmLabel="Merge"
        confirmPalette="orange"
        busy={loading}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
        mountWhenOpen
      >
        <Text fontSize="sm" color="fg.muted">
          Every note of “{name}” moves to the {noun} you name
          {kind === 'SUBJECT' ? ', and so do its followers' : ''}; its page address keeps working (it redirects). A name no note carries yet renames it.
        </Text>
        <Field.Root>
          <Field.Label>{noun === 'college' ? 'College' : 'Subject'} to keep</Field.Label>
          <Input value={into} onChange={(e) => setInto(e.target.value)} placeholder={example} />
        </Field.Root>
      </ActionDialog>
    </>
  );
}
