import pino, { type LoggerOptions } from 'pino';
import { withoutSecrets } from '../db/query-log.js';

/**
 * The server's pino options: secrets never reach the log — cookies, authorization and set-cookie headers, any
 * password field of a logged object, and the values a failed query bound to secret columns (db/query-log.ts).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.login_password',
        '*.old_password',
        '*.new_password',
        '*.register_password',
        '*.passwordHash',
        '*.password_hash',
      ],
      censor: '[redacted]',
    },
    serializers: { err: (error: Error) => pino.stdSerializers.err(withoutSecrets(error)) },
  };
}
