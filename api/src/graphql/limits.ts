import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { PAGE_SIZE_MAX } from '../domain/constants';
import { AppError } from '../errors';
import type { GraphQLContext } from './context';
import type { PartListener, RequestPart } from './request-parts';

/** Every limit a GraphQL document must respect; docs/api.md lists the same figures. */
export const GRAPHQL_LIMITS = {
  /** Characters of the document (variables are bounded by the 1 MB body limit). */
  maxCharacters: 20_000,
  maxTokens: 2_000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  /** Objects the answer may hold at most, counting list arguments: see `cost` below. */
  maxCost: 10_000,
  /** What an unpaginated list of objects is assumed to hold (comments of a note, suggestions). */
  assumedListSize: 20,
} as const;

/**
 * Limit refusals are the client's mistake about the document itself: HTTP 400 and the code
 * BAD_REQUEST, with the limit's name so a developer knows which one to respect.
 */
function limitError(message: string, limit: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', limit, http: { status: 400 } } });
}

const reportAs =
  (limit: string): GraphQLArmorRejectCallback =>
  (ctx, error) => {
    ctx?.reportError(limitError(error.message.replace(/^Syntax Error: /, ''), limit));
  };

/**
 * The cost of a field is the number of objects it can put in the answer: an object field
 * costs 1 plus its children; a list multiplies that by `first` (or `limit`), and by an assumed
 * size when it has no such argument. Lists inside a connection (edges, nodes) are already
 * counted by the connection's `first`. Scalars are free: they cost no query of their own.
 */
const objectCountEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (isLeafType(getNamedType(field.type))) return 0;
  if (type.name.startsWith('__')) return 0; // inside introspection: priced whole by introspectionCost
  // Past the largest page the argument's own validation refuses the query (BAD_USER_INPUT).
  const asked = typeof args.first === 'number' ? args.first : typeof args.limit === 'number' ? args.limit : undefined;
  const declared = asked === undefined ? undefined : Math.min(asked, PAGE_SIZE_MAX);
  const isList = isListType(getNullableType(field.type));
  const size = declared ?? (isList && !type.name.endsWith('Connection') ? GRAPHQL_LIMITS.assumedListSize : 1);
  return Math.max(1, size) * (1 + childComplexity);
};

/**
 * Introspection (`__schema`, `__type`) is answered from the schema in memory, so its price is
 * what it really returns: the objects of the answer, counted by walking the selection over the
 * schema itself with graphql-js's own introspection resolvers (no database, no resolver of
 * ours). The standard query of GraphiQL and codegen (`getIntrospectionQuery()`) returns about
 * 1,500 objects here, against the 109,644 that list sizes guessed from `first` would claim. A
 * selection that loops (`fields { type { fields { type ... } } }`) can only name what the
 * schema holds, at most once per level of the document; the walk stops as soon as the count
 * passes `stopAbove`, so pricing a hostile document costs no more than the limit.
 */
function introspectionCost(
  schema: GraphQLSchema,
  node: FieldNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  args: Record<string, unknown>,
  stopAbove: number,
): number {
  let count = 0;
  const info = { schema } as GraphQLResolveInfo;
  const fieldsOf = (selectionSet: SelectionSetNode, out: FieldNode[] = [], seen = new Set<string>()): FieldNode[] => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) out.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, out, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) fieldsOf(fragment.selectionSet, out, seen);
      }
    }
    return out;
  };
  const argsOf = (field: FieldNode): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    // Literal arguments only (includeDeprecated); anything else keeps the field's default,
    // except includeDeprecated, counted as true: the larger answer.
    for (const arg of field.arguments ?? []) if (arg.value.kind === Kind.BOOLEAN) values[arg.name.value] = arg.value.value;
    return { includeDeprecated: true, ...values };
  };
  const visit = (parent: GraphQLObjectType, source: unknown, selectionSet: SelectionSetNode): void => {
    for (const field of fieldsOf(selectionSet)) {
      if (count > stopAbove) return;
      const definition = parent.getFields()[field.name.value];
      if (!definition || !field.selectionSet) continue;
      const childType = getNamedType(definition.type);
      if (!isObjectType(childType)) continue;
      const value: unknown = definition.resolve
        ? definition.resolve(source, argsOf(field), undefined, info)
        : (source as Record<string, unknown>)[field.name.value];
      for (const item of Array.isArray(value) ? value : value == null ? [] : [value]) {
        count += 1;
        if (count > stopAbove) return;
        visit(childType, item, field.selectionSet);
      }
    }
  };
  if (!node.selectionSet) return 0;
  const root = node.name.value === '__schema' ? schema : typeof args.name === 'string' ? schema.getType(args.name) : undefined;
  if (!root) return 0;
  count = 1;
  visit(schema.getType(node.name.value === '__schema' ? '__Schema' : '__Type') as GraphQLObjectType, root, node.selectionSet);
  return count;
}

/** The estimator for one document: introspection priced by introspectionCost, the rest by objectCountEstimator. */
function estimatorFor(schema: GraphQLSchema, document: DocumentNode): ComplexityEstimator {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return (options) => {
    const name = options.field.name;
    if ((name === '__schema' || name === '__type') && options.type === schema.getQueryType()) {
      return introspectionCost(schema, options.node, fragments, options.args, GRAPHQL_LIMITS.maxCost);
    }
    return objectCountEstimator(options);
  };
}

/**
 * Costs already computed, per parsed document and per variables shape. Apollo keeps one
 * DocumentNode per known query text, so the web app's own documents hit from their second
 * request; the cost limit and the API budget both ask, and walking the document was about 5%
 * of a browse request's CPU. The estimator reads only numbers (first, limit) and booleans
 * (@skip, @include), so string values are left out of the key: a search for other words is the
 * same shape. A document keeps at most COST_SHAPES_PER_DOCUMENT shapes; others are computed.
 */
const costCache = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();
const COST_SHAPES_PER_DOCUMENT = 64;
const shapeOf = (variables: Record<string, unknown>, operationName: string | undefined) =>
  `${operationName ?? ''}\u0000${JSON.stringify(variables, (_key, value: unknown) => (typeof value === 'string' ? '' : value))}`;

/** How many objects an operation may return, as the cost limit counts them. */
export function documentCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number {
  let documents = costCache.get(schema);
  if (!documents) costCache.set(schema, (documents = new WeakMap()));
  let shapes = documents.get(document);
  const shape = shapeOf(variables, operationName);
  const known = shapes?.get(shape);
  if (known !== undefined) return known;
  const cost = getComplexity({ schema, query: document, operationName, variables, estimators: [estimatorFor(schema, document)] });
  if (!shapes) documents.set(document, (shapes = new Map()));
  if (shapes.size < COST_SHAPES_PER_DOCUMENT) shapes.set(shape, cost);
  return cost;
}

/** Refuses an operation that may return more than GRAPHQL_LIMITS.maxCost objects (one listener for every request: it keeps no state). */
function costLimitPart(schema: GraphQLSchema): RequestPart<GraphQLContext> {
  const listener: PartListener<GraphQLContext> = {
    didResolveOperation({ request, document }) {
      let cost: number;
      try {
        cost = documentCost(schema, document, request.variables ?? {}, request.operationName ?? undefined);
      } catch {
        // Variables that do not coerce: execution refuses them next, with BAD_USER_INPUT.
        return;
      }
      if (cost > GRAPHQL_LIMITS.maxCost) {
        throw limitError(
          `The query may return ${cost} objects; the limit is ${GRAPHQL_LIMITS.maxCost}. Ask for fewer items (first) or fewer aliases.`,
          'maxCost',
        );
      }
    },
  };
  return { requestDidStart: () => listener };
}

const limitRefusal = (message: string, limit: string) => Object.assign(new AppError('BAD_REQUEST', message), { extensions: { limit } });

/**
 * Documents that passed the size checks, so the same text (the web app sends a few, on every
 * request) is tokenized once; at most SIZE_CHECKED_MAX of them (20,000 characters each at most).
 */
const withinSizeLimits = new Set<string>();
const SIZE_CHECKED_MAX = 200;

/**
 * Characters and tokens are counted before Apollo parses anything, so a huge document costs
 * next to nothing to refuse (Apollo would answer a plugin's refusal at this stage as a 500).
 */
export const documentSizeLimit: RequestHandler = (req, _res, next) => {
  const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query?.query;
  if (typeof query !== 'string') return next();
  if (withinSizeLimits.has(query)) return next();
  if (query.length > GRAPHQL_LIMITS.maxCharacters) {
    return next(limitRefusal(`The query has ${query.length} characters; the limit is ${GRAPHQL_LIMITS.maxCharacters}.`, 'maxCharacters'));
  }
  try {
    new MaxTokensParserWLexer(query, { n: GRAPHQL_LIMITS.maxTokens }).parseDocument();
  } catch (err) {
    // Syntax errors are left to graphql-js, which reports them with their location.
    const message = err instanceof Error ? err.message : '';
    if (/token limit/i.test(message)) return next(limitRefusal(message.replace(/^Syntax Error: /, ''), 'maxTokens'));
    return next();
  }
  if (withinSizeLimits.size >= SIZE_CHECKED_MAX) withinSizeLimits.clear();
  withinSizeLimits.add(query);
  next();
};

/** Subscriptions live on the WebSocket (graphql/ws-transport.ts); over HTTP they get a clear 400 instead of an internal error. */
const queriesAndMutationsOnly: PartListener<GraphQLContext> = {
  didResolveOperation({ operation }) {
    if (operation?.operation === 'subscription') {
      throw new GraphQLError('Subscriptions are not supported over HTTP: send a query or a mutation.', {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    }
  },
};

function isIntrospectionAllowed(config: Config, context: GraphQLContext): boolean {
  if (config.graphqlIntrospection === 'on') return true;
  if (config.graphqlIntrospection === 'off') return false;
  return context.viewer !== null;
}

/**
 * Introspection (`__schema`, `__type`) names every field, admin ones included, and so do the
 * "Did you mean" hints of validation errors: in production visitors get neither, while any
 * signed-in session or API token (the API's real users) keeps both. `__typename` is always fine.
 * The hints are masked by graphql-armor's plugin, whose listener keeps no state per request:
 * asked for once, and shared by every visitor's request.
 */
function introspectionGate(config: Config, hideSuggestions: ApolloServerPlugin<GraphQLContext>): RequestPart<GraphQLContext> {
  let suggestions: GraphQLRequestListener<GraphQLContext> | undefined;
  let asked: Promise<GraphQLRequestListener<GraphQLContext> | void> | undefined;
  const gate: PartListener<GraphQLContext> = {
    didResolveOperation({ operation }) {
      const asksSchema = operation?.selectionSet.selections.some((s) => s.kind === 'Field' && (s.name.value === '__schema' || s.name.value === '__type'));
      if (asksSchema) {
        throw new GraphQLError('Introspection is available to signed-in users and API tokens only.', {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        });
      }
    },
    didEncounterErrors(requestContext) {
      if (suggestions) return suggestions.didEncounterErrors?.(requestContext);
      return asked?.then((listener) => listener?.didEncounterErrors?.(requestContext));
    },
  };
  return {
    requestDidStart(requestContext) {
      if (isIntrospectionAllowed(config, requestContext.contextValue)) return undefined;
      if (!asked) {
        asked = Promise.resolve(hideSuggestions.requestDidStart?.(requestContext));
        void asked.then((listener) => (suggestions = listener || undefined));
      }
      return gate;
    },
  };
}

/** Apollo options that enforce every limit; built once from the schema. */
export function graphqlLimits(config: Config, schema: GraphQLSchema): { parts: RequestPart<GraphQLContext>[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    // Our own plugins below handle tokens (before parsing), cost (with list sizes) and suggestions (per viewer).
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
    // Depth counts nested fields, not fragments: a fragment spread nests no data (the note page's
    // comments connection would otherwise pay twice, for its fields and for its fragments).
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ignoreIntrospection: true, propagateOnRejection: false, onReject: [reportAs('maxDepth')] },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, propagateOnRejection: false, onReject: [reportAs('maxAliases')] },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, propagateOnRejection: false, onReject: [reportAs('maxDirectives')] },
  }).protect();
  const hideSuggestions = new ApolloArmor({
    blockFieldSuggestion: { enabled: true },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxDepth: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
  }).protect().plugins[0] as ApolloServerPlugin<GraphQLContext>;
  // With tokens, cost and suggestions left to the parts below, graphql-armor's own checks are validation rules only.
  if (armor.plugins.length > 0) throw new Error('graphql-armor returned Apollo plugins: they would be left out of the request parts.');
  return {
    parts: [{ requestDidStart: () => queriesAndMutationsOnly }, introspectionGate(config, hideSuggestions), costLimitPart(schema)],
    validationRules: armor.validationRules,
  };
}
