import { useState } from 'react';
import { Button, Field, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ActionDialog } from '../../../components/ActionDialog';
import { MergeCatalogueNameDocument } from '../../../graphql/__generated__/graphql';

/**
 * Merges this spelling of a college into another ("MANIT Bhopal" into "Maulana Azad NIT"), or
 * renames it when the name to keep is new: every note moves, the old page address answers 301,
 * and the audit trail records it. `onMerged` gets the name kept.
 */
export function MergeCollegeButton({ college, onMerged }: { college: string; onMerged: (kept: string) => void }) {
  const [open, setOpen] = useState(false);
  const [into, setInto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [merge, { loading }] = useMutation(MergeCatalogueNameDocument, { refetchQueries: 'active' });

  const confirm = async () => {
    setError(null);
    try {
      const { data } = await merge({ variables: { input: { kind: 'COLLEGE', from: college, into } } });
      const result = data?.mergeCatalogueName;
      if (!result || result.errors.length) {
        setError(result?.errors[0]?.message ?? 'That did not work. Please try again.');
        return;
      }
      setOpen(false);
      onMerged(result.entry!.name);
    } catch (failure) {
      console.error('merging a college failed', failure);
      setError('That did not work. Please try again.');
    }
  };

  return (
    <>
      <Button variant="outline" rounded="full" size="sm" bg="bg.panel" onClick={() => setOpen(true)}>
        Merge into…
      </Button>
      <ActionDialog
        open={open}
        title={`Merge ${college}`}
        confirmLabel="Merge"
        confirmPalette="orange"
        busy={loading}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
        mountWhenOpen
      >
        <Text fontSize="sm" color="fg.muted">
          Every note of “{college}” moves to the college you name; its page address keeps working (it redirects). A name no note carries yet renames it.
        </Text>
        <Field.Root>
          <Field.Label>College to keep</Field.Label>
          <Input value={into} onChange={(e) => setInto(e.target.value)} placeholder="e.g. Maulana Azad NIT" />
        </Field.Root>
      </ActionDialog>
    </>
  );
}
