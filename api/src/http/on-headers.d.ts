declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  /** Runs `listener` (with the response as `this`) just before the response's headers are written. */
  export default function onHeaders<R extends ServerResponse>(res: R, listener: (this: R) => void): void;
}
