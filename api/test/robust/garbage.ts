import { createHash } from 'node:crypto';
import fc from 'fast-check';

/** One seed for every run: a failing case prints its label, and the same label comes back. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20260511);

/** A per-slot seed, so adding a slot elsewhere does not change this slot's values. */
export function seedFor(label: string): number {
  return (createHash('sha256').update(`${FUZZ_SEED}:${label}`).digest().readInt32LE(0) >>> 0) % 2 ** 31;
}

export function sample<T>(arb: fc.Arbitrary<T>, label: string, count: number): T[] {
  if (count <= 0) return [];
  return fc.sample(arb, { seed: seedFor(label), numRuns: count });
}

export const CONTROL_STRINGS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['CRLF', 'line one\r\nline two'],
  ['escape and bell', '\u001b[31m\u0007red'],
  ['lone surrogate', 'x\ud800y'],
  ['BOM and RTL override', '\ufeff\u202egnp.exe'],
  ['DEL and C1', '\u007f\u0085\u009f'],
];

export const HUGE_STRINGS: [string, string][] = [
  ['100 KB string', 'A'.repeat(100_000)],
  ['2 MB string', 'B'.repeat(2_000_000)],
];

export const ODD_STRINGS: [string, string][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['SQL quote', "' OR 1=1 --"],
  ['path traversal', '../../../etc/passwd'],
  ['percent and wildcard', '%_%\\'],
  ['emoji and CJK', '😀 笔记 ノート'],
  ['HTML', '<script>alert(1)</script>'],
];

export const ODD_NUMBERS: [string, unknown][] = [
  ['negative', -1],
  ['zero', 0],
  ['int32 overflow', 2 ** 31],
  ['huge', 1e300],
  ['float', 1.5],
  ['unsafe integer', 2 ** 53 + 1],
  ['numeric string', '5'],
];

export const ODD_IDS: [string, string][] = [
  ['unknown uuid', '00000000-0000-4000-8000-000000000000'],
  ['not a uuid', 'not-an-id'],
  ['uuid with NUL', '00000000-0000-4000-8000-00000000000\u0000'],
  ['object id', '64b7f0c2a1b2c3d4e5f60718'],
  ['long id', 'f'.repeat(5000)],
];

export const ODD_CURSORS: [string, string][] = [
  ['base64 junk cursor', Buffer.from('{"not":"a cursor"}').toString('base64url')],
  ['base64 array cursor', Buffer.from('["2024-01-01","x"]').toString('base64url')],
  ['base64 NUL cursor', Buffer.from('["\u0000","00000000-0000-4000-8000-000000000000"]').toString('base64url')],
  ['not base64 cursor', '!!!***'],
];

export const WRONG_TYPES: [string, unknown][] = [
  ['object', { $gt: '' }],
  ['array', ['a', 1]],
  ['boolean', true],
  ['number', 12345],
  ['string', 'text'],
];

/** Arbitrary JSON values and unicode strings, for the random part of each slot. */
export const anyJson = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);
export const anyText = fc.string({ unit: 'binary', minLength: 1, maxLength: 200 });
