import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { businessTables, changedTables, checksum, writeMark } from '../fuzz/db-checksum.js';
import { DEMO, startTestServer } from '../test-server.js';

/**
 * Issue 12: the isolation matrix over every route that takes an id, built from the OpenAPI document so a new
 * route is probed as soon as it exists. Each demo enterprise's ids are gathered from what its own list screens
 * answer; then each enterprise asks every id route for every other enterprise's ids. An answer may succeed only
 * for an id the caller's own lists show too (shared on purpose: a partner, a Gerber file sent to its factory, the
 * platform's price book); anything else must be refused, and a refused write must change nothing.
 */
const server = await startTestServer();
afterAll(() => server.stop());
const app = server.app;

const WHO = ['platform', 'factory', 'customer', 'supplier'] as const;
type Who = (typeof WHO)[number];
/**
 * Routes open to anyone by design: an invite link's code is the secret itself; the payment sandbox's checkout
 * page stands for the external provider's page the payer is sent to (reported to the lead: it shows any
 * recharge by its number).
 */
const PUBLIC_BY_DESIGN = [/^\/api\/community\/invite\/\{code\}$/, /^\/api\/payments\/sandbox\/\{\w+\}$/];
const IDS_PER_OWNER = 12;

const cookies = {} as Record<Who, string>;
for (const who of WHO) {
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
  cookies[who] = String(([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]).split(';')[0]!;
}
const call = (who: Who, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: cookies[who], 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
};
const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);
const listRoutes = routes.filter((r) => r.method === 'GET' && !r.path.includes('{'));
const idRoutes = routes.filter((r) => r.path.includes('{') && !PUBLIC_BY_DESIGN.some((p) => p.test(r.path)));

const ID_KEYS = /^(uid|id|.*_uid|.*Uid|no|number|code|.*_no|.*No)$/;
const looksLikeId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.length >= 3 && value.length <= 64 && /^[\w.-]+$/.test(value)) ||
  (typeof value === 'number' && Number.isInteger(value) && value > 0);

/** Every id-like value under an id-like key anywhere in an answer. */
function idsIn(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 8 || value === null || typeof value !== 'object') return into;
  for (const [key, child] of Object.entries(value)) {
    if (ID_KEYS.test(key) && looksLikeId(child)) into.add(String(child));
    else idsIn(child, into, depth + 1);
  }
  return into;
}

/** What each enterprise's own list screens show (first pages of every list route, 100 rows where it pages). */
const visible = {} as Record<Who, Set<string>>;
for (const who of WHO) {
  visible[who] = new Set();
  for (const route of listRoutes) {
    const res = await call(who, 'GET', `${route.path}?page_size=100`);
    if (res.statusCode === 200 && String(res.headers['content-type']).includes('json')) idsIn(res.json(), visible[who]);
  }
}
/** Ids an owner sees and the caller does not: those the caller must not reach. */
const foreign = (caller: Who, owner: Who) =>
  [...visible[owner]].filter((id) => !visible[caller].has(id)).slice(0, IDS_PER_OWNER);

const db = server.database.db;
const tables = await businessTables(db);
/** The checksum of every business table as of a write mark (db-checksum.ts), taken again only when the mark moved. */
let baseline: { mark: string | undefined; sums: Map<string, string> | undefined } = {
  mark: undefined,
  sums: undefined,
};

describe('isolation matrix (issue 12)', () => {
  it('has ids of every enterprise and routes to probe', () => {
    for (const who of WHO) expect(visible[who].size, who).toBeGreaterThan(3);
    expect(idRoutes.length).toBeGreaterThan(20);
  });

  for (const caller of WHO) {
    it(`as ${caller}: no route answers another enterprise's record`, { timeout: 900_000 }, async () => {
      const leaks: string[] = [];
      let probes = 0;
      for (const owner of WHO.filter((w) => w !== caller)) {
        const ids = foreign(caller, owner);
        for (const route of idRoutes) {
          const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
          const write = route.method !== 'GET';
          // A write route is checked for changes once per owner, across all its probes: nothing was written when
          // the database's write mark did not move, else every table's checksum is compared with the last one.
          const mark = write ? await writeMark(db) : undefined;
          if (write && mark !== baseline.mark) baseline = { mark, sums: await checksum(db, tables) };
          for (const id of ids) {
            const url = route.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(id));
            const res = await call(caller, route.method, url, write ? {} : undefined);
            probes++;
            if (res.statusCode >= 200 && res.statusCode < 300)
              leaks.push(
                `${caller} ${route.method} ${url} (${owner}'s ${params.join('/')}) answered ${res.statusCode}: ` +
                  res.body.slice(0, 160),
              );
          }
          const markAfter = write ? await writeMark(db) : undefined;
          if (write && markAfter !== mark) {
            const sums = await checksum(db, tables);
            const changed = changedTables(baseline.sums!, sums);
            if (changed.length)
              leaks.push(`${caller} ${route.method} ${route.path} with ${owner}'s ids changed ${changed.join(', ')}`);
            baseline = { mark: markAfter, sums };
          }
          if (leaks.length > 15) break;
        }
      }
      console.log(`isolation matrix: ${caller} made ${probes} probes over ${idRoutes.length} id routes`);
      expect(leaks, leaks.join('\n')).toEqual([]);
    });
  }
});
