import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig } from 'fastify';

const perMinute = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * The route config of the public pricing routes (estimate, matrix): any caller, signed in or not, capped per minute
 * per address for anonymous callers (PRICING_ANON_PER_MINUTE, default 600) and per account for signed-in ones
 * (PRICING_USER_PER_MINUTE, default 6000); beyond, 429. The price does not depend on who asks, so the route looks up
 * only the caller's account, from a few seconds' memory (`session: 'account'`), not the whole session. A body nests
 * body → cam → drill at most. The plugin registers @fastify/rate-limit (`global: false`) before using it.
 */
export function publicPricingConfig(): FastifyContextConfig {
  const anonymous = perMinute('PRICING_ANON_PER_MINUTE', 600);
  const signedIn = perMinute('PRICING_USER_PER_MINUTE', 6000);
  const rateLimit: RateLimitPluginOptions = {
    timeWindow: 60_000,
    keyGenerator: (request) =>
      request.sessionAccountUid ? `account:${request.sessionAccountUid}` : `ip:${request.ip}`,
    max: (request) => (request.sessionAccountUid ? signedIn : anonymous),
    // Headers only on a refusal: three more headers on every answer cost the hot path.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  };
  return { bodyDepth: 3, session: 'account', rateLimit };
}
