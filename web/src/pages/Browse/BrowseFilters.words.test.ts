import { COURSES } from '@domain/courses';
import { FILTERS } from './BrowseFilters';

test('filter examples say "e.g.", and the course example is a course of the catalogue', () => {
  for (const filter of FILTERS) expect(filter.placeholder).toMatch(/^e\.g\. \S/);
  const course = FILTERS.find((filter) => filter.key === 'course')!.placeholder.replace(/^e\.g\. /, '');
  expect(COURSES).toContain(course);
});
