import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks, below the current field, for the field at `path` (field names,
 * aliases ignored), through fragments and inline fragments; @skip and @include are not
 * evaluated, so a field that may be skipped counts as asked (the answer only decides what a
 * statement reads ahead). The AST nodes are the parsed document's, kept by Apollo per query text
 * and by graphql-jit per compiled query, so each document's answer is worked out once.
 */
const known = new WeakMap<FieldNode, Map<string, boolean>>();

export function selects(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): boolean {
  const first = info.fieldNodes[0];
  const key = path.join('.');
  let answers = known.get(first);
  const cached = answers?.get(key);
  if (cached !== undefined) return cached;
  const within = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): boolean => {
    if (!set) return false;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== path[depth]) continue;
        if (depth === path.length - 1 || within(selection.selectionSet, depth + 1, seen)) return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (within(selection.selectionSet, depth, seen)) return true;
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        if (within(info.fragments[selection.name.value]?.selectionSet, depth, seen)) return true;
      }
    }
    return false;
  };
  const answer = info.fieldNodes.some((node) => within(node.selectionSet, 0, new Set()));
  if (!answers) known.set(first, (answers = new Map()));
  answers.set(key, answer);
  return answer;
}

/**
 * The names of the fields the operation asks for at `path` below the current field (aliases
 * ignored, through fragments and inline fragments; @skip and @include not evaluated, so a field
 * that may be skipped counts as asked), worked out once per document like `selects`: what a
 * statement shaped by the selection needs to read.
 */
const fieldSets = new WeakMap<FieldNode, Map<string, ReadonlySet<string>>>();

export function fieldsAt(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): ReadonlySet<string> {
  const first = info.fieldNodes[0];
  const key = path.join('.');
  let answers = fieldSets.get(first);
  const cached = answers?.get(key);
  if (cached) return cached;
  const names = new Set<string>();
  const collect = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): void => {
    if (!set) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (depth === path.length) names.add(selection.name.value);
        else if (selection.name.value === path[depth]) collect(selection.selectionSet, depth + 1, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, depth, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        collect(info.fragments[selection.name.value]?.selectionSet, depth, seen);
      }
    }
  };
  for (const node of info.fieldNodes) collect(node.selectionSet, 0, new Set());
  if (!answers) fieldSets.set(first, (answers = new Map()));
  answers.set(key, names);
  return names;
}
