import { IsInt, Max, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../domain/constants';
import type { Page } from '../../data/paging';
import { TextInput } from './text-input';

@ObjectType({ description: 'Where a page of a list stands.', simpleResolvers: true })
export class PageInfo {
  @Field({ description: 'Whether more items follow this page.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item of this page.' })
  endCursor: string | null;
}

/** `first`/`after` of every connection but notes' own (whose arguments predate this one). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Page size, 1 to ${PAGE_SIZE_MAX}.` })
  @IsInt()
  @Min(1, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  @Max(PAGE_SIZE_MAX, { message: `first must be between 1 and ${PAGE_SIZE_MAX}` })
  first: number;

  @TextInput("Cursor after which the page starts (a previous page's `pageInfo.endCursor`).", { optional: true, maxLength: 500 })
  after?: string | null;
}

/**
 * `first`/`after` as the lists older than PageArgs word them (a person's notes, notifications):
 * their page size is checked where the page is read (checkPageSize), with the same message.
 */
@ArgsType()
export class CursorPageArgs {
  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Page size, 1 to ${PAGE_SIZE_MAX}.` })
  first: number;

  @TextInput('Cursor after which the page starts.', { optional: true })
  after?: string | null;
}

export interface ConnectionShape<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** Descriptions a connection may word its own way; each defaults to the generic sentence. */
export interface ConnectionWords {
  one: string;
  many: string;
  edge?: string;
  cursor?: string;
  totalCount?: string;
}

/**
 * The connection of one node type (TypeGraphQL's generic `paginated-response.type.ts`): its
 * `XEdge` type and the fields of `XConnection`, which the caller declares as a subclass so
 * that it carries its own description. `EdgeFields`, an object type of its own, gives the edge
 * fields of its own (a search's snippet).
 */
export function ConnectionOf<T extends object, F extends object = object>(Node: ClassType<T>, words: ConnectionWords, EdgeFields?: ClassType<F>) {
  // A generic base cannot be extended as such (TS2509): the edge's own fields are typed below as `& F`.
  const EdgeBase: ClassType<object> = EdgeFields ?? class {};

  @ObjectType(`${Node.name}Edge`, { description: words.edge ?? `A ${words.one} with its position in a list.`, simpleResolvers: true })
  class Edge extends EdgeBase {
    @Field({ description: words.cursor ?? `Opaque cursor; pass it as \`after\` to get the ${words.many} that follow.` })
    cursor: string;

    @Field(() => Node, { description: `The ${words.one}.` })
    node: T;
  }

  @ObjectType({ simpleResolvers: true })
  abstract class Connection implements ConnectionShape<T> {
    @Field(() => [Edge], { description: `The ${words.many} of this page, in order.` })
    edges: (Edge & F)[];

    @Field(() => PageInfo, { description: 'Paging information.' })
    pageInfo: PageInfo;

    @Field(() => Int, { description: words.totalCount ?? `How many ${words.many} there are in all, on every page.` })
    totalCount: number;
  }
  return Connection;
}

/** A page as a connection; its edges go through as they are, with any fields of their own. */
export function toConnection<E extends { cursor: string }>(
  page: Omit<Page<unknown>, 'items'> & { items: E[] },
): Omit<ConnectionShape<unknown>, 'edges'> & { edges: E[] } {
  return {
    edges: page.items,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.items.at(-1)?.cursor ?? null },
    totalCount: page.totalCount,
  };
}

/** A service's page of rows as a connection: `present` makes each row its GraphQL node. */
export function presentConnection<R extends { cursor: string }, T>(
  page: Omit<Page<unknown>, 'items'> & { items: R[] },
  present: (row: R) => T,
): ConnectionShape<T> {
  return toConnection({ ...page, items: page.items.map((row) => ({ cursor: row.cursor, node: present(row) })) });
}
