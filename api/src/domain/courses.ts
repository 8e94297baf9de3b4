import groups from './course-groups.json';

/** The fixed list of programmes offered as course suggestions (spec: about 110). */
export const COURSES: readonly string[] = groups.flatMap((g: { courses: string[] }) => g.courses);

/** Case-insensitive substring match, as the spec's course field does. */
export function suggestCourses(input: string, limit = 10): string[] {
  const q = input.trim().toLowerCase();
  if (!q) return [];
  return COURSES.filter((c) => c.toLowerCase().includes(q)).slice(0, limit);
}
