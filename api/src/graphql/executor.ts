import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { type DocumentNode, execute, type ExecutionResult, GraphQLError, type GraphQLSchema, type SourceLocation } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

/**
 * Queries run through graphql-jit: each document is compiled once into a JavaScript function
 * (the selection sets, the default resolvers and the leaf serialization unrolled) and cached
 * beside the DocumentNode Apollo keeps per query text, so the web app's documents compile on
 * their first request and run compiled from then on. Parsing, validation, the limits, the API
 * budget and every plugin stay Apollo's: this replaces only the execute step, through the
 * `gateway` interface that Apollo Server 4/5 keeps for custom executors (it has no `executor`
 * option any more: apollographql/apollo-server#7981, graphql-jit#219).
 *
 * graphql-js still executes mutations (rare, not worth a compile each), documents graphql-jit
 * cannot compile, and every request whose variables do not coerce, so those errors keep
 * graphql-js's exact words.
 */
type Compiled = CompiledQuery<unknown, Record<string, unknown>>;

/** Per document, per operation name: the compiled query, or null when it runs on graphql-js. */
const compiledQueries = new WeakMap<DocumentNode, Map<string, Compiled | null>>();
/** Operations of one document that get compiled (a document may hold many; the web app's hold a few). */
const OPERATIONS_PER_DOCUMENT = 16;

function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Compiled | null {
  let operations = compiledQueries.get(document);
  const key = operationName ?? '';
  const known = operations?.get(key);
  if (known !== undefined) return known;
  let compiled: Compiled | null;
  try {
    const result = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
    compiled = isCompiledQuery(result) ? (result as Compiled) : null;
  } catch {
    compiled = null;
  }
  if (!operations) compiledQueries.set(document, (operations = new Map()));
  if (operations.size < OPERATIONS_PER_DOCUMENT) operations.set(key, compiled);
  return compiled;
}

/**
 * graphql-jit's errors are GraphQLErrors in name (same prototype) but leave `extensions`
 * undefined when the thrown error has none, where graphql-js (and Apollo, which reads
 * `extensions.code`) expect an object: rebuilt as graphql-js builds a resolver's error
 * (locatedError), the thrown error kept as originalError, its extensions carried over.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  if (error.locations) (rebuilt as { locations?: readonly SourceLocation[] }).locations = error.locations;
  return rebuilt;
}

export function createExecutor(schema: GraphQLSchema): GatewayExecutor {
  return async (requestContext) => {
    const { document, operation, request, context } = requestContext;
    // The name the client sent (the context's own operationName is null when the document lacks it).
    const operationName = request.operationName ?? undefined;
    const variables = request.variables ?? {};
    const graphqlJs = () =>
      execute({ schema, document, contextValue: context, variableValues: variables, operationName }) as Promise<ExecutionResult> | ExecutionResult;
    if (operation?.operation !== 'query') return graphqlJs();
    const compiled = compiledFor(schema, document, operationName);
    if (!compiled) return graphqlJs();
    const result = await compiled.query(undefined, context, variables);
    // No data at all: the variables did not coerce (nothing ran); graphql-js words that refusal.
    if (result.data === undefined && result.errors?.length) return graphqlJs();
    if (result.errors?.length) return { ...result, errors: result.errors.map(asGraphQLJsError) } as ExecutionResult;
    return result as ExecutionResult;
  };
}

/**
 * What `new ApolloServer({ gateway })` takes: the schema (handed over once, never updated) and
 * the executor above. Apollo asks nothing else of a gateway.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    async load() {
      return { executor: createExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}
