import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../domain/constants';
import { badInput } from '../../errors';
import { PageInfo } from '../note/note.types';

/** `first`/`after` of every connection but notes' own (whose arguments predate this one). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Page size, 1 to ${PAGE_SIZE_MAX}.` })
  @IsInt()
  @Min(1, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  @Max(PAGE_SIZE_MAX, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  first: number;

  @Field(() => String, { nullable: true, description: 'Cursor after which the page starts (a previous page\'s `pageInfo.endCursor`).' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  after?: string | null;
}

/** One page of anything, as the services and loaders hand it over. */
export interface Page<T> {
  items: { node: T; cursor: string }[];
  hasNextPage: boolean;
  totalCount: number;
}

export interface ConnectionShape<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * The connection of one node type (TypeGraphQL's generic `paginated-response.type.ts`): its
 * `XEdge` type and the fields of `XConnection`, which the caller declares as a subclass so
 * that it carries its own description.
 */
export function ConnectionOf<T extends object>(Node: ClassType<T>, words: { one: string; many: string }) {
  @ObjectType(`${Node.name}Edge`, { description: `A ${words.one} with its position in a list.`, simpleResolvers: true })
  class Edge {
    @Field({ description: `Opaque cursor; pass it as \`after\` to get the ${words.many} that follow.` })
    cursor: string;

    @Field(() => Node, { description: `The ${words.one}.` })
    node: T;
  }

  @ObjectType({ simpleResolvers: true })
  abstract class Connection implements ConnectionShape<T> {
    @Field(() => [Edge], { description: `The ${words.many} of this page, in order.` })
    edges: Edge[];

    @Field(() => PageInfo, { description: 'Paging information.' })
    pageInfo: PageInfo;

    @Field(() => Int, { description: `How many ${words.many} there are in all, on every page.` })
    totalCount: number;
  }
  return Connection;
}

export function toConnection<T>(page: Page<T>): ConnectionShape<T> {
  return {
    edges: page.items,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.items.at(-1)?.cursor ?? null },
    totalCount: page.totalCount,
  };
}

const badCursor = () => badInput('The cursor is not valid; start again from the first page.', [{ field: 'after', message: 'not a valid cursor' }]);

/** A cursor on a unique key of a small list that is computed whole (colleges by name). */
export const encodeKeyCursor = (key: string): string => Buffer.from(JSON.stringify(['key', key]), 'utf8').toString('base64url');

function decodeKeyCursor(cursor: string): string {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value[0] === 'key' && typeof value[1] === 'string') return value[1];
  } catch {
    // the error below
  }
  throw badCursor();
}

/**
 * Pages a list that the database computes whole anyway (an aggregate with one row per college):
 * the cursor is the last key seen, so a key that disappeared between pages resumes at the next
 * one in the list's own order.
 */
export function pageOfList<T>(all: readonly T[], keyOf: (item: T) => string, first: number, after?: string | null): Page<T> {
  if (!Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) throw badInput(`first must be between 1 and ${PAGE_SIZE_MAX}`, [{ field: 'first', message: `first must be between 1 and ${PAGE_SIZE_MAX}` }]);
  let start = 0;
  if (after) {
    const key = decodeKeyCursor(after);
    const at = all.findIndex((item) => keyOf(item) === key);
    start = at >= 0 ? at + 1 : all.findIndex((item) => keyOf(item).localeCompare(key) > 0);
    if (start < 0) start = all.length;
  }
  const slice = all.slice(start, start + first);
  return { items: slice.map((node) => ({ node, cursor: encodeKeyCursor(keyOf(node)) })), hasNextPage: start + first < all.length, totalCount: all.length };
}
