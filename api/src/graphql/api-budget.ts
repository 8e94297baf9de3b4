import { GraphQLError, Kind, type GraphQLSchema } from 'graphql';
import type { Request } from 'express';
import { RateLimitedError } from '../auth/rate-limit';
import { classifyDbError } from '../db/db-errors';
import { type ApiBudget, pointsForCost } from '../http/api-budget';
import type { GraphQLContext } from './context';
import { documentCost } from './limits';
import type { RequestPart } from './request-parts';

/** Apollo turns a thrown GraphQLError's `http.status` into the response status: 429 here. */
function tooManyRequests(err: RateLimitedError): GraphQLError {
  return new GraphQLError(err.message, { originalError: err, extensions: { code: err.code, http: { status: 429 } } });
}

/**
 * Charges API tokens and anonymous scripts the operation's cost in points (graphql/limits.ts
 * counts objects; http/api-budget.ts turns them into points) before it runs. A request that
 * never gets that far (a syntax or validation error) still costs one point.
 */
export function apiBudgetPart(schema: GraphQLSchema, budget: ApiBudget): RequestPart<GraphQLContext> {
  return {
    requestDidStart({ contextValue }) {
      const req = contextValue.res.req as Request;
      let charged = false;
      const charge = (points: number): Promise<void> | undefined => {
        charged = true;
        // No budget (the web app's pages, sessions): the charge is known at once, no promise.
        if (!budget.spends(req)) {
          contextValue.budgetCharge = { points, info: null };
          return undefined;
        }
        return spend(points);
      };
      const spend = async (points: number) => {
        try {
          // The rateLimit query reports this charge: what the operation cost and what is left.
          contextValue.budgetCharge = { points, info: await budget.charge(req, contextValue.res, points) };
        } catch (err) {
          if (err instanceof RateLimitedError) throw tooManyRequests(err);
          // The budget store is PostgreSQL: while it is down this hook fails, and Apollo answers a
          // failing hook 500 unless the error names its status. Down is a 503 to retry, as everywhere.
          const classified = classifyDbError(err);
          if (classified) {
            throw new GraphQLError(classified.message, {
              originalError: classified,
              extensions: { code: classified.code, http: { status: classified.status, headers: new Map([['retry-after', '2']]) } },
            });
          }
          throw err;
        }
      };
      return {
        executionDidStart({ operation, overallCachePolicy }) {
          // A rateLimit answer is one caller's budget: never shared by the visitors' response cache.
          // No operation at all (an operationName the document lacks, two unnamed ones): Apollo answers 400 itself.
          const asksBudget = operation?.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'rateLimit') ?? false;
          if (asksBudget) overallCachePolicy.restrict({ maxAge: 0 });
        },
        didResolveOperation({ request, document }) {
          let cost = 1;
          try {
            cost = documentCost(schema, document, request.variables ?? {}, request.operationName ?? undefined);
          } catch {
            // Variables that do not coerce: execution refuses them next; one point.
          }
          return charge(pointsForCost(cost));
        },
        willSendResponse() {
          if (charged) return;
          // The answer is already an error; a spent budget only adds its headers.
          return charge(1)?.catch(() => undefined);
        },
      };
    },
  };
}
