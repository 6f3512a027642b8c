import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer } from '../test-server.js';
import { valueFor, type JsonSchema } from './arbitraries.js';
import { businessTables, changedTables, checksum, writeMark } from './db-checksum.js';
import { FAMILIES, familyOf } from './families.js';

/**
 * Issue 12: a fuzz suite over every API family, built from the routes' own schemas (the OpenAPI document the
 * server publishes), so a new family is fuzzed as soon as it is registered (families.ts names them, one line
 * each; FUZZ_FAMILIES=a,b runs only those). Per family FUZZ_BODIES requests
 * (see BODIES) with schema-shaped and hostile bodies, query strings and path ids, sent as each demo
 * account and anonymously. It fails on any 5xx (but 503 "busy"), on any answer without the `{ code, msg,
 * data }` envelope (files and spreadsheets excepted on success), and on any change to a business table made
 * by a refused request (db-checksum.ts says which bookkeeping tables are left out).
 */
/**
 * Requests per family: the issue's 10,000 by default, in CI too. What keeps that affordable: a refused body
 * costs no database work (the schema refuses it before the session is looked up), and "nothing changed" is
 * proven per batch by one transaction-id mark (db-checksum.ts writeMark), the checksum of every table only
 * when the mark moved.
 */
const BODIES = Number(process.env.FUZZ_BODIES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** Refused requests checked one by one after an accepted write hid them from the batch checksum. */
const REPLAY_CAP = 40;
/** Requests in flight at once (the database works while the next answers are validated). */
const CONCURRENCY = 8;
const BATCH = 250;

// The fuzz checks what the routes answer and write, not which request a pooled connection is named after (the
// scale-out tests check that): naming costs a statement per connection a request takes, a tenth of the run.
process.env.PG_REQUEST_NAMES = '0';
const server = await startTestServer();
afterAll(() => server.stop());
const app = server.app;
const db = server.database.db;

type Who = 'anonymous' | 'platform' | 'factory' | 'customer' | 'supplier';
const WHO: readonly Who[] = ['anonymous', 'platform', 'factory', 'customer', 'supplier'];
const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'es', 'ja'] as const;
const cookies: Partial<Record<Who, string>> = {};

async function signIn(who: Exclude<Who, 'anonymous'>): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/service/login',
    payload: {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO[who].phone,
      login_password: DEMO.password,
    },
  });
  if (
    res.statusCode === 200 &&
    (res.json() as { data?: { two_factor_setup_required?: boolean } }).data?.two_factor_setup_required
  ) {
    // A fuzzed PUT /api/two-factor-policy made two-factor required for a demo enterprise: lift it, sign in again.
    await db.execute(sql`update two_factor_policies set required = false`);
    return signIn(who);
  }
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('pcb_session') || c.includes('='));
  if (res.statusCode !== 200 || !cookie)
    throw new Error(`demo login ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  cookies[who] = cookie.split(';')[0];
}
for (const who of WHO) if (who !== 'anonymous') await signIn(who);

interface Operation {
  method: string;
  path: string;
  family: string;
  params: Array<{ name: string; in: string; schema: JsonSchema; required?: boolean }>;
  json?: JsonSchema;
  multipart: boolean;
}

const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    family: familyOf(op.tags?.[0]),
    params: op.parameters ?? [],
    json: op.requestBody?.content?.['application/json']?.schema,
    multipart: !!op.requestBody?.content?.['multipart/form-data'],
  })),
);
const only = process.env.FUZZ_FAMILIES?.split(',').map((f) => f.trim());
const families = [...new Set(operations.map((op) => op.family))]
  .filter((family) => !only || only.includes(family))
  .sort((a, b) => Number(a === 'session') - Number(b === 'session') || a.localeCompare(b));

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  who: Who;
}

const boundary = fc.stringMatching(/^[A-Za-z0-9]{1,20}$/);
/** Multipart bodies from plausible to broken: cut short, no boundary, a part without headers, garbage. */
const multipartBody = fc.oneof(
  fc.tuple(boundary, fc.uint8Array({ maxLength: 300 })).map(([b, bytes]) => ({
    type: `multipart/form-data; boundary=${b}`,
    body: Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="board.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
  })),
  fc.tuple(boundary, fc.uint8Array({ maxLength: 200 })).map(([b, bytes]) => ({
    type: `multipart/form-data; boundary=${b}`,
    body: Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n`),
      Buffer.from(bytes),
    ]),
  })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ type: 'multipart/form-data', body: Buffer.from(bytes) })),
  fc.tuple(boundary, fc.string({ maxLength: 60 })).map(([b, junk]) => ({
    type: `multipart/form-data; boundary=${b}`,
    body: Buffer.from(`--${b}\r\n${junk}\r\n\r\n--${b}--`),
  })),
  fc
    .tuple(boundary, fc.constantFrom('remarks', 'merchant_uid', 'purpose', '__proto__'), fc.string({ maxLength: 80 }))
    .map(([b, name, value]) => ({
      type: `multipart/form-data; boundary=${b}`,
      body: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${b}--\r\n`),
    })),
);

const stringify = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** encodeURIComponent, with a lone surrogate sent as its WTF-8 bytes (encodeURIComponent refuses it; a client may not). */
function encodePath(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const unit = ch.charCodeAt(0);
        if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
          return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

/** One request to `op`: path ids, query and body from the schemas, hostile with probability `hostility` per node. */
function requestFor(op: Operation, hostility: number): fc.Arbitrary<Request> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof(fc.uuid(), valueFor(p.schema, 0.3).map(stringify))])),
  );
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema, hostility)])), {
    requiredKeys: [],
  });
  const jsonBody = op.json ? valueFor(op.json, hostility) : valueFor({ type: 'object' }, 0.5);
  const body: fc.Arbitrary<{ type?: string; body?: string | Buffer }> = ['GET', 'HEAD'].includes(op.method)
    ? fc.constant({})
    : op.multipart
      ? fc.oneof(
          { weight: 4, arbitrary: multipartBody },
          { weight: 1, arbitrary: jsonBody.map((v) => ({ type: 'application/json', body: stringify(v) })) },
        )
      : fc.oneof(
          {
            weight: 12,
            arbitrary: jsonBody.map((v) => ({ type: 'application/json', body: JSON.stringify(v) ?? 'null' })),
          },
          {
            weight: 1,
            arbitrary: fc.string({ maxLength: 40 }).map((text) => ({ type: 'application/json', body: `{"a":${text}` })),
          },
          {
            weight: 1,
            arbitrary: jsonBody.map((v) => ({
              type: fc.sample(
                fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
                1,
              )[0],
              body: stringify(v),
            })),
          },
        );
  // Hostile input is refused by the schemas before anyone is looked up: most of it goes anonymous (a signed-in
  // request costs a session lookup); schema-shaped input goes as each demo account, to reach the services.
  const callers =
    hostility > 0.2
      ? fc.constantFrom<Who>('anonymous', 'anonymous', 'anonymous', 'anonymous', 'factory', 'customer')
      : fc.constantFrom(...WHO);
  return fc
    .record({ path, query, body, who: callers, language: fc.constantFrom(...LANGUAGES) })
    .map(({ path: ids, query: q, body: b, who, language }) => {
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePath(String(ids[name] ?? 'x')));
      const search = new URLSearchParams(
        Object.entries(q)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]): [string, string] => [k, stringify(v)]),
      ).toString();
      const headers: Record<string, string> = { 'accept-language': language };
      if (b.type) headers['content-type'] = b.type;
      if (who !== 'anonymous' && cookies[who]) headers.cookie = cookies[who]!;
      return { method: op.method, url: search ? `${url}?${search}` : url, headers, payload: b.body, who };
    });
}

const describeRequest = (r: Request) =>
  `${r.who} ${r.method} ${r.url.slice(0, 200)} ${typeof r.payload === 'string' ? r.payload.slice(0, 300) : r.payload ? `<${r.payload.length} bytes>` : ''}`;

/** What is wrong with an answer, or undefined. */
function problemOf(res: LightMyRequestResponse, url: string): string | undefined {
  if (res.statusCode >= 500 && res.statusCode !== 503) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 300 && res.statusCode < 400) return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json'))
    return res.statusCode < 300 ? undefined : `answered ${res.statusCode} without the JSON envelope (${type})`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} with JSON that does not parse`;
  }
  const envelope = body as { code?: unknown; msg?: unknown };
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    typeof envelope.code !== 'number' ||
    typeof envelope.msg !== 'string' ||
    !('data' in envelope)
  ) {
    // The OpenAPI document itself is JSON without the envelope.
    return url.startsWith('/api/openapi.json')
      ? undefined
      : `answered ${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`;
  }
  return undefined;
}

const tables = await businessTables(db);
const summary: string[] = [];

describe('API fuzz (issue 12)', () => {
  it('finds the routes of every family families.ts names', () => {
    const found = new Set(operations.map((op) => op.family));
    expect(FAMILIES.map(([family]) => family).filter((family) => !found.has(family))).toEqual([]);
  });

  for (const family of families) {
    it(
      `family "${family}": ${BODIES} bodies, no 5xx, always the envelope, nothing changed by a refusal`,
      { timeout: 600_000 },
      async () => {
        const ops = operations.filter((op) => op.family === family);
        const cpu = process.cpuUsage();
        const generating = performance.now();
        // A third schema-shaped (signed in, reaching the services), two thirds with hostile values at some nodes.
        const arbitrary = fc.oneof(
          { weight: 1, arbitrary: fc.oneof(...ops.map((op) => requestFor(op, 0))) },
          { weight: 2, arbitrary: fc.oneof(...ops.map((op) => requestFor(op, 0.25))) },
        );
        const requests = fc.sample(arbitrary, { numRuns: BODIES, seed: SEED + family.length });
        const generated = performance.now() - generating;
        let injecting = 0;
        let summing = 0;
        const failures: string[] = [];
        const unverified: Request[] = [];
        let pending: Request[] = [];
        // The state a batch of refusals is compared with: the write mark, and the checksum once one was needed
        // (null after an accepted write: taken again only if the mark moves, which it seldom does).
        let mark = await writeMark(db);
        let baseline: Map<string, string> | null = await checksum(db, tables);
        let refused = 0;
        let accepted = 0;
        const started = performance.now();

        const send = async (request: Request): Promise<LightMyRequestResponse> => {
          let res = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            payload: request.payload,
          });
          if (
            res.statusCode === 401 &&
            request.who !== 'anonymous' &&
            cookies[request.who] === request.headers.cookie
          ) {
            // A fuzzed logout or password change ended the demo session: sign in again and resend.
            await signIn(request.who);
            request.headers.cookie = cookies[request.who]!;
            res = await app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: request.headers,
              payload: request.payload,
            });
          }
          return res;
        };
        const verifyPending = async () => {
          if (pending.length === 0) return;
          const now = await writeMark(db);
          if (now !== mark) {
            // Something wrote (a background job, bookkeeping, or a refusal that wrote): the checksums tell which.
            const sums = await checksum(db, tables);
            if (!baseline || changedTables(baseline, sums).length) unverified.push(...pending); // told apart one by one below
            baseline = sums;
            mark = now;
          }
          pending = [];
        };

        for (let i = 0; i < requests.length; i += CONCURRENCY) {
          const chunk = requests.slice(i, i + CONCURRENCY);
          const t0 = performance.now();
          const answers = await Promise.all(chunk.map(send));
          injecting += performance.now() - t0;
          const t1 = performance.now();
          const refusals: Request[] = [];
          let wrote = false;
          chunk.forEach((request, k) => {
            const res = answers[k]!;
            const problem = problemOf(res, request.url);
            if (problem && failures.length < 20) failures.push(`${problem}\n    ← ${describeRequest(request)}`);
            if (res.statusCode >= 400) refusals.push(request);
            else if (request.method !== 'GET') wrote = true;
          });
          refused += refusals.length;
          accepted += chunk.length - refusals.length;
          if (wrote) {
            // The refusals since the last check cannot be told apart from this write: checked one by one below.
            unverified.push(...pending, ...refusals);
            pending = [];
            mark = await writeMark(db);
            baseline = null;
          } else {
            pending.push(...refusals);
            if (pending.length >= BATCH) await verifyPending();
          }
          summing += performance.now() - t1;
        }
        await verifyPending();

        // Refusals hidden by an accepted write (or by a background write): replayed one by one, each between two checksums.
        const replays =
          fc.sample(
            fc.shuffledSubarray(unverified, {
              minLength: Math.min(unverified.length, REPLAY_CAP),
              maxLength: Math.min(unverified.length, REPLAY_CAP),
            }),
            { numRuns: 1, seed: SEED },
          )[0] ?? [];
        let replayed = 0;
        for (const request of replays) {
          const before = await checksum(db, tables);
          const res = await send(request);
          if (res.statusCode < 400) continue;
          replayed++;
          const changed = changedTables(before, await checksum(db, tables));
          if (changed.length && failures.length < 20)
            failures.push(
              `refused with ${res.statusCode} but changed ${changed.join(', ')}\n    ← ${describeRequest(request)}`,
            );
        }

        const seconds = (performance.now() - started) / 1000;
        const cpuSeconds = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpu));
        const timings =
          `generate ${(generated / 1000).toFixed(1)}, inject ${(injecting / 1000).toFixed(1)}, ` +
          `checksums ${(summing / 1000).toFixed(1)}`;
        const figures =
          `${family}: ${requests.length} requests over ${ops.length} routes in ${seconds.toFixed(1)} s, ` +
          `${cpuSeconds.toFixed(1)} s of CPU (${timings}) — ${refused} refused ` +
          `(${refused - unverified.length + replayed} checked unchanged), ${accepted} accepted`;
        summary.push(figures);
        console.log(`API fuzz ${figures}`);
        expect(failures, `seed ${SEED}:\n${failures.join('\n')}`).toEqual([]);
      },
    );
  }

  it('prints the figures', () => {
    console.log(`API fuzz, seed ${SEED}:\n${summary.join('\n')}`);
  });
});
