import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NoteFieldSuggestionsDocument } from '../../graphql/__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { CourseField } from './CourseField';
import { ExistingValueField } from './ExistingValueField';

const valuesMock = (field: 'SUBJECT' | 'COURSE' | 'COLLEGE', query: string, values: string[]) => ({
  request: { query: NoteFieldSuggestionsDocument, variables: { field, query } },
  result: { data: { noteFieldSuggestions: values } },
  maxUsageCount: 5,
});

function College() {
  const [value, setValue] = useState('');
  return (
    <>
      <ExistingValueField field="COLLEGE" label="College" name="college" placeholder="e.g. MANIT Bhopal" value={value} onChange={setValue} required />
      <output data-testid="value">{value}</output>
    </>
  );
}

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});

describe('the note form suggests existing values', () => {
  it('college: the values other students used appear as the student types; arrows and Enter pick one', async () => {
    renderWithProviders(<College />, { mocks: [valuesMock('COLLEGE', 'ma', ['MANIT Bhopal', 'Maulana Azad College'])] });
    const input = screen.getByRole('combobox', { name: /College/ });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ma' } });
    const list = await screen.findByRole('listbox', { name: 'College suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['MANIT Bhopal', 'Maulana Azad College']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1].id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('value')).toHaveTextContent('Maulana Azad College');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('suggests nothing before 2 characters, and a tap (mousedown) picks on a phone', async () => {
    renderWithProviders(<College />, { mocks: [valuesMock('COLLEGE', 'ni', ['NIT Trichy'])] });
    const input = screen.getByRole('combobox', { name: /College/ });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'n' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(input, { target: { value: 'ni' } });
    const option = await screen.findByRole('option', { name: 'NIT Trichy' });
    fireEvent.mouseDown(option);
    expect(screen.getByTestId('value')).toHaveTextContent('NIT Trichy');
  });

  it('course: the fixed programmes first, then courses already used, without repeats', async () => {
    function Course() {
      const [value, setValue] = useState('');
      return <CourseField value={value} onChange={setValue} />;
    }
    renderWithProviders(<Course />, { mocks: [valuesMock('COURSE', 'mba', ['MBA', 'MBA (Executive), IIM Indore'])] });
    const input = screen.getByRole('combobox', { name: /Course/ });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'mba' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'MBA (Executive), IIM Indore' })).toBeInTheDocument());
    const names = screen.getAllByRole('option').map((option) => option.getAttribute('aria-label'));
    expect(names.at(-1)).toBe('MBA (Executive), IIM Indore');
    expect(new Set(names.map((name) => name!.toLowerCase())).size).toBe(names.length);
  });
});
