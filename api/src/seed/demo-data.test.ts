import { randomUUID } from 'node:crypto';
import { batchesFor, COMMENT_MAX, FIELD_MAX, TITLE_MAX, USERNAME_MAX } from '../domain/constants';
import { COURSES } from '../domain/courses';
import { COLLEGES, FAMILIES, SUBJECTS, familiesOf, semestersOf, subjectsOf } from './demo-data';
import { NotePlanner, type PlannedNoteWithReactions } from './plan-notes';
import { planUsers } from './plan-users';
import { Random } from './random';

const NOW = new Date('2025-06-01T00:00:00Z');

function plan(seed: number, notes: number, users = 50): PlannedNoteWithReactions[] {
  const rng = new Random(seed);
  let n = 0;
  // Ids from a counter, not randomUUID, so that two plans with one seed can be compared whole.
  const newId = () => `00000000-0000-4000-8000-${String(n++).padStart(12, '0')}`;
  const authors = planUsers(rng, users, NOW, newId);
  const planner = new NotePlanner({ rng, users: authors, now: NOW, newId, kindMix: { pdf: 0.45, docx: 0.25, txt: 0.3 } });
  return Array.from({ length: notes }, (_, i) => planner.plan(i));
}

describe('demo catalogue', () => {
  it('reads the 107 programmes of domain/courses', () => {
    expect(COURSES).toHaveLength(107);
    expect(COURSES).toContain('Computer Science Engineering (B.Tech/B.E)');
  });

  it('gives every programme subjects, semesters within 1-8 and a college', () => {
    for (const course of COURSES) {
      expect({ course, families: familiesOf(course).length > 0 }).toEqual({ course, families: true });
      expect(subjectsOf(course).length).toBeGreaterThan(0);
      expect(semestersOf(course)).toBeGreaterThanOrEqual(1);
      expect(semestersOf(course)).toBeLessThanOrEqual(8);
    }
  });

  it('has 12 colleges including MANIT Bhopal, and over 50 subjects with study material', () => {
    expect(COLLEGES).toHaveLength(12);
    expect(COLLEGES.map((c) => c.name)).toContain('MANIT Bhopal');
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(SUBJECTS.map((s) => s.name)).size).toBe(SUBJECTS.length);
    for (const subject of SUBJECTS) {
      expect(subject.units.length).toBeGreaterThanOrEqual(4);
      expect(subject.facts.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('lists only subjects that exist, and uses every subject somewhere', () => {
    const known = new Set(SUBJECTS.map((s) => s.name));
    const listed = new Set(Object.values(FAMILIES).flat());
    for (const name of listed) expect(known.has(name)).toBe(true);
    for (const name of known) expect(listed.has(name)).toBe(true);
  });
});

describe('demo users', () => {
  it('have unique usernames and emails within the limits', () => {
    const users = planUsers(new Random(7), 3000, NOW, randomUUID);
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(3000);
    expect(new Set(users.map((u) => u.email.toLowerCase())).size).toBe(3000);
    const odd = users.filter((u) => u.username.length > USERNAME_MAX || !/^[a-z]+([._][a-z]+)?\d*$/.test(u.username) || u.createdAt >= NOW);
    expect(odd).toEqual([]);
  });
});

describe('planned notes', () => {
  const planned = plan(42, 400);

  it('are the same for the same seed', () => {
    const strip = (p: PlannedNoteWithReactions[]) => p.map(({ note, comments, likes }) => ({ ...note, body: note.fileSha256, comments, likes }));
    expect(strip(plan(42, 60))).toEqual(strip(planned.slice(0, 60)));
    expect(plan(43, 5).map((p) => p.note.title)).not.toEqual(planned.slice(0, 5).map((p) => p.note.title));
  });

  it('use every programme once before repeating popular ones', () => {
    expect(new Set(planned.slice(0, 107).map((p) => p.note.course)).size).toBe(107);
  });

  it('fit the schema', () => {
    const problems = planned.flatMap(({ note, comments }) => {
      const ext = note.fileKey.slice(note.fileKey.lastIndexOf('.'));
      const checks: Record<string, boolean> = {
        title: note.title.length <= TITLE_MAX,
        fields: [note.subject, note.course, note.college].every((f) => f.length <= FIELD_MAX),
        semester: note.semester >= 1 && note.semester <= semestersOf(note.course),
        batch: batchesFor(2022).includes(note.batch),
        key: new RegExp(`^notes/${note.id}\\.(pdf|docx|txt)$`).test(note.fileKey) && note.fileName.endsWith(ext),
        file: note.fileSize === note.body?.length && /^[0-9a-f]{64}$/.test(note.fileSha256),
        date: note.createdAt <= NOW,
        comments: comments.every((c) => c.text.trim() !== '' && c.text.length <= COMMENT_MAX && c.createdAt >= note.createdAt),
      };
      return Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([rule]) => `${rule}: ${note.title}`);
    });
    expect(problems).toEqual([]);
  });

  it('are mostly approved, in all three file types, with the study text inside', () => {
    const approved = planned.filter((p) => p.note.approved).length / planned.length;
    expect(approved).toBeGreaterThan(0.75);
    expect(approved).toBeLessThan(0.95);
    expect(new Set(planned.map((p) => p.note.fileMime)).size).toBe(3);
    const os = planned.find((p) => p.note.subject === 'Operating Systems' || p.note.subject === 'Thermodynamics');
    expect(os?.note.extractedText).toContain(os?.note.title);
    expect(os?.note.extractedText.length).toBeGreaterThan(400);
  });

  it('collect reactions only when approved, never from the uploader, one like per user', () => {
    for (const { note, comments, likes, saves } of planned) {
      if (!note.approved) {
        expect([comments.length, likes.length, saves.length, note.downloadCount]).toEqual([0, 0, 0, 0]);
        continue;
      }
      expect(likes.every((l) => l.userId !== note.uploaderId)).toBe(true);
      expect(new Set(likes.map((l) => l.userId)).size).toBe(likes.length);
      expect(new Set(saves.map((s) => s.userId)).size).toBe(saves.length);
    }
    const comments = planned.reduce((n, p) => n + p.comments.length, 0);
    expect(comments / planned.length).toBeGreaterThan(1.5);
  });
});
