import type { LocalizedText, MessageKey } from './messages.js';

type Message = MessageKey | LocalizedText;

/**
 * A refusal the caller should see: an HTTP status, a message (a key of http/messages.ts or a module's own
 * LocalizedText, translated for the caller) and
 * the spec's answer code when it has one (spec answers use `code` 1 for success, 0 and others for refusals).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: Message,
    readonly values: Record<string, string | number> = {},
    readonly code = 0,
    readonly field?: string,
  ) {
    super(typeof messageKey === 'string' ? messageKey : messageKey.en);
  }
}

export const badRequest = (key: Message, values?: Record<string, string | number>, field?: string) =>
  new AppError(400, key, values, 0, field);
export const unauthorized = (key: Message = 'unauthorized') => new AppError(401, key);
export const forbidden = (key: Message = 'forbidden') => new AppError(403, key);
export const notFound = (key: Message = 'notFound') => new AppError(404, key);
export const conflict = (key: Message = 'conflict') => new AppError(409, key);
