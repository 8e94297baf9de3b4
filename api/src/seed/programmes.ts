import groups from '../domain/courses.json';

/**
 * The same list as COURSES in domain/courses.ts, read from its JSON directly: under
 * `node -r @swc-node/register`, the specifier '../domain/courses' resolves to courses.json
 * (Node tries .json before registered .ts), so importing COURSES there yields the raw groups.
 * test/seed-demo-data.test.ts checks that both lists agree.
 */
export const PROGRAMMES: readonly string[] = groups.flatMap((g: { courses: string[] }) => g.courses);
