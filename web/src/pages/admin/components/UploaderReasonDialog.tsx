import { ActionDialog, type ActionDialogProps } from '../../../components/ActionDialog';

/**
 * A moderation step the note's uploader is told about (reject, unpublish): the dialog asks for
 * the reason they will read. Roomier than a yes/no, and mounted only while open, so every note
 * starts with no reason filled in.
 */
export function UploaderReasonDialog(props: Omit<ActionDialogProps, 'role' | 'size' | 'gap' | 'mountWhenOpen'>) {
  return <ActionDialog {...props} size="md" gap="4" mountWhenOpen />;
}
