import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the built web app runs under (checked in Chromium by e2e/security-headers.e2e.ts):
 * scripts, fonts, connections (the API and the /ws channel) and workers from this origin only; styles from this
 * origin plus inline style tags and attributes, because antd 6's CSS-in-JS writes `<style>` elements at run time
 * (a nonce would have to reach every one of them; inline *styles* cannot run code, so 'unsafe-inline' is allowed
 * for styles only, never for scripts); images also as data: and blob: URLs (antd's icons, Gerber previews).
 * No page may frame the portal (frame-ancestors 'none', X-Frame-Options DENY); no plugins; forms post here only.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Served over plain HTTP on a LAN too: no forced upgrade of every request to HTTPS.
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' as const },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet writes with these options (they depend on nothing in the request): computed once. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, capture as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's security headers on every answer: the CSP above, frame protection, nosniff, referrer policy. Helmet
 * builds them once here; @fastify/helmet rebuilt its middleware, the CSP parsed again, on every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
