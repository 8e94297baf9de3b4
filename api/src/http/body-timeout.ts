import type { RequestHandler } from 'express';

/**
 * A body that stops arriving would hold a socket, a parser and maybe a spool file forever:
 * after `idleMs` without a byte from the sender the request is answered 408 and its socket
 * closed. Only the body is timed; once it has ended, slow work on our side is not the
 * sender's fault. Progress is read from the socket's byte counter: listening for 'data' here
 * would start the stream before the body parser is attached, and the socket's own idle timer
 * is Node's to manage (keep-alive resets it).
 */
export function bodyIdleTimeout(idleMs: number): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || idleMs <= 0 || req.complete) return next();
    const socket = req.socket;
    let lastBytes = socket.bytesRead;
    let lastProgress = Date.now();
    const check = setInterval(
      () => {
        if (req.complete || socket.destroyed) return stop();
        if (socket.bytesRead !== lastBytes) {
          lastBytes = socket.bytesRead;
          lastProgress = Date.now();
          return;
        }
        if (Date.now() - lastProgress >= idleMs) expire();
      },
      Math.max(50, Math.floor(idleMs / 4)),
    );
    check.unref();
    function stop() {
      clearInterval(check);
    }
    function expire() {
      stop();
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
    req.once('end', stop);
    req.once('close', stop);
    next();
  };
}
