import { fireEvent, waitFor, within } from '@testing-library/react';

/** Picks a reason of a ReasonChoices list in a test and waits for the radio group to take it (its state machine settles a tick later). */
export async function pickReason(dialog: HTMLElement, reason: string | RegExp) {
  const radio = within(dialog).getByRole('radio', { name: reason });
  fireEvent.click(radio);
  await waitFor(() => expect(radio.closest('label')).toHaveAttribute('data-state', 'checked'));
}
