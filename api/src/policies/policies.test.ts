import type { Viewer } from '../auth/viewer';
import { AppError } from '../errors';
import { authorize, can } from '.';

/**
 * The one authorization entry: each subject reaches its own entity's rules, and a refusal is
 * the right error for who asked (the HTTP and GraphQL tests check the same answers end to end).
 */
const owner: Viewer = { id: '00000000-0000-4000-8000-000000000001', role: 'user' };
const other: Viewer = { id: '00000000-0000-4000-8000-000000000002', role: 'user' };
const admin: Viewer = { id: '00000000-0000-4000-8000-000000000003', role: 'admin' };

function outcome(check: () => void): string {
  try {
    check();
    return 'allowed';
  } catch (err) {
    if (err instanceof AppError) return `${err.code}: ${err.message}`;
    throw err;
  }
}

describe('authorize(actor, action, subject)', () => {
  const pending = { uploaderId: owner.id, approved: false };
  const published = { uploaderId: owner.id, approved: true };

  it('notes: the uploader or an admin changes them; a pending note is NOT_FOUND to others', () => {
    expect(outcome(() => authorize(owner, 'update', { note: pending }))).toBe('allowed');
    expect(outcome(() => authorize(admin, 'delete', { note: pending }))).toBe('allowed');
    expect(outcome(() => authorize(other, 'update', { note: pending }))).toMatch(/^NOT_FOUND/);
    expect(outcome(() => authorize(other, 'update', { note: published }))).toBe('FORBIDDEN: You are not allowed to update this note.');
    expect(outcome(() => authorize(null, 'download', { note: published }))).toMatch(/^UNAUTHENTICATED/);
    expect(outcome(() => authorize(null, 'view', { note: published }))).toBe('allowed');
    expect(outcome(() => authorize(owner, 'approve', { note: pending }))).toMatch(/^FORBIDDEN/);
  });

  it('notes: an admin approves only a note whose processing did not fail (stored or presented shape)', () => {
    expect(outcome(() => authorize(admin, 'approve', { note: { ...pending, processingStatus: 'ready' } }))).toBe('allowed');
    expect(outcome(() => authorize(admin, 'approve', { note: { ...pending, processingStatus: 'processing' } }))).toBe('allowed');
    expect(outcome(() => authorize(admin, 'approve', { note: { ...pending, processingStatus: 'failed' } }))).toMatch(/^CONFLICT: .*cannot be approved/);
    expect(can(admin, 'approve', { note: { ...pending, processing: { status: 'failed' } } })).toBe(false);
    expect(outcome(() => authorize(owner, 'approve', { note: { ...pending, processingStatus: 'failed' } }))).toMatch(/^FORBIDDEN/);
    // Running the processing again is how a failed note gets another chance: admins only.
    expect(outcome(() => authorize(admin, 'reprocess', { note: { ...pending, processingStatus: 'failed' } }))).toBe('allowed');
    expect(outcome(() => authorize(owner, 'reprocess', { note: { ...pending, processingStatus: 'failed' } }))).toMatch(/^FORBIDDEN/);
  });

  it('comments: their author or an admin', () => {
    const comment = { authorId: owner.id };
    expect(outcome(() => authorize(owner, 'update', { comment }))).toBe('allowed');
    expect(outcome(() => authorize(admin, 'delete', { comment }))).toBe('allowed');
    expect(outcome(() => authorize(other, 'update', { comment }))).toBe('FORBIDDEN: You can only edit your own comments.');
    expect(outcome(() => authorize(other, 'delete', { comment }))).toBe('FORBIDDEN: You can only delete your own comments.');
    expect(outcome(() => authorize(null, 'delete', { comment }))).toMatch(/^UNAUTHENTICATED/);
  });

  it('reports: anyone signed in, of someone else’s note or comment', () => {
    expect(outcome(() => authorize(other, 'create', { report: { authorId: owner.id } }))).toBe('allowed');
    expect(outcome(() => authorize(owner, 'create', { report: { authorId: owner.id } }))).toBe('FORBIDDEN: You cannot report your own note or comment.');
    expect(outcome(() => authorize(null, 'create', { report: { authorId: owner.id } }))).toMatch(/^UNAUTHENTICATED/);
  });

  it('accounts: the account itself or an admin; roles by admins only', () => {
    expect(outcome(() => authorize(owner, 'update', { user: owner }))).toBe('allowed');
    expect(outcome(() => authorize(other, 'delete', { user: owner }))).toBe('FORBIDDEN: You can only delete your own account.');
    expect(outcome(() => authorize(owner, 'changeRole', { user: owner }))).toBe('FORBIDDEN: Only admins can change roles.');
    expect(outcome(() => authorize(admin, 'changeRole', { user: owner }))).toBe('allowed');
  });

  it('the admin gate: administer and moderate the site', () => {
    expect(outcome(() => authorize(admin, 'administer', 'site'))).toBe('allowed');
    expect(outcome(() => authorize(admin, 'moderate', 'site'))).toBe('allowed');
    expect(outcome(() => authorize(owner, 'moderate', 'site'))).toBe('FORBIDDEN: This needs an admin account.');
    expect(outcome(() => authorize(null, 'administer', 'site'))).toMatch(/^UNAUTHENTICATED/);
  });

  it('can() answers the same questions without throwing', () => {
    expect([can(owner, 'update', { note: pending }), can(other, 'view', { note: pending }), can(other, 'view', { note: published })]).toEqual([
      true,
      false,
      true,
    ]);
    expect([can(admin, 'delete', { comment: { authorId: owner.id } }), can(other, 'delete', { comment: { authorId: owner.id } })]).toEqual([true, false]);
    expect([can(admin, 'administer', 'site'), can(owner, 'administer', 'site'), can(null, 'moderate', 'site')]).toEqual([true, false, false]);
  });
});
