import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';

/** The request hooks a part may have (what the app's own per-request plugins use). */
type PartHook = 'didResolveOperation' | 'executionDidStart' | 'willSendResponse' | 'didEncounterErrors';
type HookContext<TContext extends BaseContext, H extends PartHook> = Parameters<NonNullable<GraphQLRequestListener<TContext>[H]>>[0];

/**
 * One request's listener of a part: Apollo's hooks of the same names, which may answer at once
 * (nothing to wait for: no promise made) or with a promise. `executionDidStart` returns no
 * execution listener (the executor is graphql-jit's; Apollo calls no field hooks).
 */
export type PartListener<TContext extends BaseContext> = {
  [H in PartHook]?: (requestContext: HookContext<TContext, H>) => void | Promise<void>;
};

/**
 * A per-request plugin written for `requestParts`: `requestDidStart` answers at once with this
 * request's listener (a constant object when the part keeps no state per request), or undefined.
 */
export interface RequestPart<TContext extends BaseContext> {
  requestDidStart(requestContext: GraphQLRequestContext<TContext>): PartListener<TContext> | undefined;
}

const DONE: Promise<void> = Promise.resolve();

/**
 * The app's per-request plugins (no-store header, operation checks, cost limit, API budget,
 * metrics) as one Apollo plugin. Apollo calls every plugin's `requestDidStart` and then each
 * hook of every listener, all of them async functions awaited together: half a dozen promises
 * per hook per request for checks that are synchronous but for the budget's charge. Here each
 * phase is one call, and a promise is awaited only when a part returned one.
 *
 * What Apollo's own calling does is kept: each part's hooks run in the order the parts are
 * given, every hook of a phase runs even when an earlier one fails (as Promise.all starts them
 * all), and the phase fails with the first error (a synchronous throw, in the parts' order,
 * before a later rejection); a failed phase leaves the others' promises running, as before.
 */
export function requestParts<TContext extends BaseContext>(parts: readonly RequestPart<TContext>[]): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart(requestContext) {
      let listeners: PartListener<TContext>[] | undefined;
      for (const part of parts) {
        const listener = part.requestDidStart(requestContext);
        if (listener) (listeners ??= []).push(listener);
      }
      if (!listeners) return undefined;
      const all = listeners;
      const phase =
        <H extends PartHook>(hook: H) =>
        (ctx: HookContext<TContext, H>): Promise<void> =>
          runAll(all, hook, ctx);
      return {
        didResolveOperation: phase('didResolveOperation'),
        executionDidStart: phase('executionDidStart') as GraphQLRequestListener<TContext>['executionDidStart'],
        willSendResponse: phase('willSendResponse'),
        didEncounterErrors: phase('didEncounterErrors'),
      };
    },
  };
}

function runAll<TContext extends BaseContext, H extends PartHook>(listeners: PartListener<TContext>[], hook: H, ctx: HookContext<TContext, H>): Promise<void> {
  let failed = false;
  let error: unknown;
  let pending: Promise<void>[] | undefined;
  for (const listener of listeners) {
    const run = listener[hook] as ((ctx: HookContext<TContext, H>) => void | Promise<void>) | undefined;
    if (!run) continue;
    try {
      const result = run.call(listener, ctx);
      if (result) (pending ??= []).push(result);
    } catch (err) {
      if (!failed) {
        failed = true;
        error = err;
      }
    }
  }
  if (failed) {
    // Promise.all would have attached to these: their failures are not unhandled.
    if (pending) for (const p of pending) p.catch(() => undefined);
    return Promise.reject(error);
  }
  return pending ? Promise.all(pending).then(() => undefined) : DONE;
}
