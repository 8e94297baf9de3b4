import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MergeCatalogueNameDocument, type CatalogueKind } from '../../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../../test/render';
import { MergeNameButton } from './MergeNameButton';

function mergeMock(kind: CatalogueKind, from: string, into: string, errors: { field: string; message: string; code: string }[] = []): MockLink.MockedResponse {
  return {
    request: { query: MergeCatalogueNameDocument, variables: { input: { kind, from, into } } },
    result: {
      data: {
        mergeCatalogueName: {
          __typename: 'MergeCatalogueNamePayload',
          entry: errors.length ? null : { __typename: 'CatalogueEntry', name: into, slug: 'kept' },
          movedNotes: errors.length ? 0 : 3,
          renamed: false,
          errors: errors.map((e) => ({ __typename: 'CatalogueError', ...e })),
        },
      },
    },
  };
}

async function mergeFromDialog(button: string, label: string, into: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: into } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
  return dialog;
}

describe('MergeNameButton', () => {
  it('merges a spelling of a subject into another and hands back the name kept', async () => {
    const merged = jest.fn();
    renderWithProviders(<MergeNameButton kind="SUBJECT" name="OS" label="Merge subject" onMerged={merged} />, {
      mocks: [mergeMock('SUBJECT', 'OS', 'Operating Systems')],
    });
    const dialog = await mergeFromDialog('Merge subject', 'Subject to keep', 'Operating Systems');
    expect(within(dialog).getByRole('heading', { name: 'Merge OS' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('and so do its followers');
    await waitFor(() => expect(merged).toHaveBeenCalledWith('Operating Systems'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("merges a college with the same component, and shows the api's refusal in the dialog", async () => {
    const merged = jest.fn();
    renderWithProviders(<MergeNameButton kind="COLLEGE" name="MANIT Bhopal" onMerged={merged} />, {
      mocks: [mergeMock('COLLEGE', 'MANIT Bhopal', 'MANIT Bhopal ', [{ field: 'into', message: 'Choose another name.', code: 'BAD_USER_INPUT' }])],
    });
    const dialog = await mergeFromDialog('Merge into…', 'College to keep', 'MANIT Bhopal ');
    expect(dialog).not.toHaveTextContent('followers');
    expect(await within(dialog).findByText('Choose another name.')).toBeInTheDocument();
    expect(merged).not.toHaveBeenCalled();
  });
});
