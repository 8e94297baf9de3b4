import pino, { type Logger } from 'pino';

export type { Logger };

/** One structured logger; cookies, auth headers and passwords never reach the output. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.currentPassword', '*.newPassword'],
      censor: '[redacted]',
    },
  });
}
