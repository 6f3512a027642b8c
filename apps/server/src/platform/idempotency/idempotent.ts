import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Envelope } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { idempotencyMessages } from './messages.js';
import { rows } from '../../db/rows.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Stored answers are kept this long (Stripe keeps them 24 h); the `idempotency.purge` job removes older ones. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function envelopeOf(error: AppError, request: FastifyRequest): Envelope<unknown> {
  return {
    code: error.code,
    msg: translate(requestLanguage(request), error.messageKey, error.values),
    data: error.field ? { field: error.field } : null,
  };
}

const isRetryable = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  return code === '40001' || code === '40P01';
};

/**
 * Runs a money-moving request once per `Idempotency-Key` (Stripe's contract; docs/money.md § Idempotency).
 * The key is scoped by the caller's enterprise and the route. The key row, the change and the answer are one
 * database transaction: a concurrent request with the same key waits on the key's unique index until the
 * first commits, then answers the stored answer (never runs the work twice); if the first fails with a 5xx
 * nothing is stored and the next request runs. Refusals (4xx) are stored like successes. The same key with
 * another method, path or body → 409. Without the header the work simply runs in one transaction.
 */
export async function idempotent<Data>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Envelope<Data>>,
): Promise<Envelope<Data>> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return db.transaction(work);
  const key = Array.isArray(header) ? header[0]! : header;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new AppError(400, idempotencyMessages.badKey, {}, 0, 'Idempotency-Key');
  const scope = request.session?.enterpriseUid ?? request.session?.accountUid ?? 'anonymous';
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const hash = createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonical(request.body)}`)
    .digest('hex');

  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await db.transaction(async (tx) => {
        const claimed = rows(
          await tx.execute(sql`insert into idempotency_keys (scope, route, key, request_hash) values (${scope}, ${route}, ${key}, ${hash})
            on conflict do nothing returning key`),
        );
        if (claimed.length === 0) {
          const [stored] = rows<{ request_hash: string; status_code: number; answer: unknown }>(
            await tx.execute(
              sql`select request_hash, status_code, answer from idempotency_keys where scope = ${scope} and route = ${route} and key = ${key}`,
            ),
          );
          if (stored!.request_hash !== hash)
            throw new AppError(409, idempotencyMessages.keyReused, {}, 0, 'Idempotency-Key');
          const body = typeof stored!.answer === 'string' ? JSON.parse(stored!.answer) : stored!.answer;
          return { status: Number(stored!.status_code), body: body as Envelope<unknown>, replayed: true };
        }
        let status = 200;
        let body: Envelope<unknown>;
        try {
          body = await tx.transaction(work);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          status = error.statusCode;
          body = envelopeOf(error, request);
        }
        await tx.execute(sql`update idempotency_keys set status_code = ${status}, answer = ${JSON.stringify(body)}::jsonb
          where scope = ${scope} and route = ${route} and key = ${key}`);
        return { status, body, replayed: false };
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      reply.status(answer.status);
      // A replayed or refused answer is the envelope as it was first sent (its status set above).
      return answer.body as Envelope<Data>;
    } catch (error) {
      if (attempt < 3 && isRetryable(error)) continue;
      throw error;
    }
  }
}
