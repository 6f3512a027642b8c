import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import { requestLanguage } from '../../http/language.js';
import type { Clock } from '../../platform/jobs/index.js';
import { checkoutPage, checkoutPolicy } from './checkout-page.js';
import { paymentMessages } from './messages.js';
import { WebhookRefusal, type PaymentProviders } from './service/provider.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './service/sandbox.js';
import { rechargeByNo, takePaidEvent } from './service/events.js';
import { answers, fileAnswer } from '../../http/answer.js';
import { noParams, sandboxPaidAnswer, webhookAnswer } from './schemas.js';

interface Deps {
  db: Database;
  clock: Clock;
  providers: PaymentProviders;
  sandbox: SandboxProvider;
}

/** The sandbox gateway's hosted page and Pay button, and the providers' webhooks. */
export const paymentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, clock, providers, sandbox }) => {
  acceptEmptyJsonBody(app);
  const recharge = (no: string) => rechargeByNo(db, no);

  app.get(
    '/api/payments/sandbox/:no',
    { schema: { params: noParams, tags: ['payments'], response: fileAnswer('text/html') } },
    async (request, reply) => {
      const r = await recharge(request.params.no);
      const nonce = randomBytes(16).toString('base64');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', checkoutPolicy(nonce))
        .send(checkoutPage(requestLanguage(request), r, nonce));
    },
  );

  // The Pay button: the gateway "takes" the money and sends its signed webhook, as a real gateway would.
  app.post(
    '/api/payments/sandbox/:no/pay',
    { schema: { params: noParams, tags: ['payments'], response: answers(sandboxPaidAnswer) } },
    async (request, reply) => {
      const r = await recharge(request.params.no);
      if (r.method !== 'sandbox')
        throw new AppError(409, paymentMessages.notSandbox, { no: r.rechargeNo, method: r.method }, 0, 'method');
      const { rawBody, signature, event } = sandbox.succeededEvent(r, clock.now());
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signature,
          'accept-language': request.headers['accept-language'] ?? 'en',
        },
        payload: rawBody,
      });
      // The webhook's refusal as it answered it (its own status and envelope).
      if (delivered.statusCode !== 200)
        return (reply as FastifyReply).status(delivered.statusCode).send(delivered.json());
      return ok({ rechargeNo: r.rechargeNo, status: 'paid', eventId: event.id });
    },
  );

  // Webhooks read the raw body: the signature covers its exact bytes.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const method of providers.methods()) {
      const provider = providers.get(method);
      if (!provider.verifyWebhook) continue;
      hooks.post(
        `/api/payments/webhooks/${method}`,
        { schema: { tags: ['payments'], response: answers(webhookAnswer) } },
        async (request) => {
          let event;
          try {
            event = provider.verifyWebhook!({
              headers: request.headers,
              rawBody: String(request.body ?? ''),
              now: clock.now(),
            });
          } catch (error) {
            if (error instanceof WebhookRefusal)
              throw new AppError(400, paymentMessages.refused, { reason: error.message }, 0, error.reason);
            throw error;
          }
          const outcome = await takePaidEvent(db, providers, method, event, clock.now());
          return ok({ eventId: event.eventId, rechargeNo: event.rechargeNo, duplicate: outcome === 'duplicate' });
        },
      );
    }
  });
};
