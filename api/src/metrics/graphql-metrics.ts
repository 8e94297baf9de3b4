import { performance } from 'node:perf_hooks';
import type { BaseContext } from '@apollo/server';
import type { RequestPart } from '../graphql/request-parts';
import { graphqlDuration, graphqlOperations } from './registry';

/** Operation names are chosen by clients: only this many distinct ones get their own series, the rest are `other`. */
const MAX_OPERATION_NAMES = 200;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const seen = new Set<string>();

function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!NAME.test(name)) return 'other';
  if (seen.has(name)) return name;
  if (seen.size >= MAX_OPERATION_NAMES) return 'other';
  seen.add(name);
  return name;
}

/**
 * Counts and times each GraphQL operation by name and type; a request that never got to an
 * operation (bad JSON, a parse error) is `invalid`. One of the request parts (graphql/request-parts.ts).
 */
export function graphqlMetricsPart<T extends BaseContext>(): RequestPart<T> {
  return {
    requestDidStart() {
      const started = performance.now();
      let operation = 'invalid';
      let type = 'unknown';
      return {
        didResolveOperation(ctx) {
          operation = operationLabel(ctx.operationName ?? ctx.operation?.name?.value);
          type = ctx.operation?.operation ?? 'unknown';
        },
        willSendResponse(ctx) {
          const body = ctx.response.body;
          const failed = body.kind === 'single' ? Boolean(body.singleResult.errors?.length) : false;
          graphqlOperations.inc({ operation, type, outcome: failed ? 'error' : 'ok' });
          graphqlDuration.observe({ operation, type }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
