import type { Request, RequestHandler, Response } from 'express';

/** A body being received: its answer, and when its socket last brought bytes. */
interface Arrival {
  res: Response;
  bytes: number;
  at: number;
}

/**
 * A body that stops arriving would hold a socket, a parser and maybe a spool file forever:
 * after `idleMs` without a byte from the sender the request is answered 408 and its socket
 * closed. Only the body is timed; once it has ended, slow work on our side is not the
 * sender's fault. Progress is read from the socket's byte counter: listening for 'data' here
 * would start the stream before the body parser is attached, and the socket's own idle timer
 * is Node's to manage (keep-alive resets it).
 *
 * One timer looks at every body still arriving, a quarter of `idleMs` apart, where a timer per
 * request (and its closures) was part of every POST's cost; a request leaves the watch list when
 * its body ends or it closes, through handlers shared by all requests.
 */
export function bodyIdleTimeout(idleMs: number): RequestHandler {
  const arriving = new Map<Request, Arrival>();
  let timer: NodeJS.Timeout | null = null;
  function leave(this: Request) {
    arriving.delete(this);
  }
  function check() {
    const now = Date.now();
    for (const [req, arrival] of arriving) {
      const socket = req.socket;
      if (req.complete || socket.destroyed) arriving.delete(req);
      else if (socket.bytesRead !== arrival.bytes) {
        arrival.bytes = socket.bytesRead;
        arrival.at = now;
      } else if (now - arrival.at >= idleMs) {
        arriving.delete(req);
        expire(req, arrival.res);
      }
    }
    if (arriving.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }
  return (req, res, next) => {
    if (idleMs <= 0 || req.complete) return next();
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody) return next();
    arriving.set(req, { res, bytes: req.socket.bytesRead, at: Date.now() });
    req.on('end', leave);
    req.on('close', leave);
    if (!timer) {
      timer = setInterval(check, Math.max(50, Math.floor(idleMs / 4)));
      timer.unref();
    }
    next();
  };
}

function expire(req: Request, res: Response) {
  if (!res.headersSent) {
    const message = 'The request body stopped arriving; please try again.';
    const graphql = req.originalUrl.startsWith('/graphql');
    res.status(408).set('Connection', 'close');
    res.json(graphql ? { errors: [{ message, extensions: { code: 'REQUEST_TIMEOUT' } }] } : { success: false, message, code: 'REQUEST_TIMEOUT' });
  }
  // The parsers see an aborted stream and release what they hold (spool files included).
  res.once('finish', () => req.destroy());
  if (res.writableFinished) req.destroy();
}
