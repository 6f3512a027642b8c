/**
 * Issue 12's proof figures, against a real server on loopback (embedded database, demo data, TRUST_PROXY off):
 *  1. fair queue — one customer account queues 50 Gerber boards, then another enterprise uploads one: how many
 *     boards are ahead of it and how long it waits for a worker, against one analysis (goal: ≤ one slot);
 *  2. rotating X-Forwarded-For against login — 100 wrong passwords, each claiming another address
 *     (goal: throttled: the header does not change who is counted);
 *  3. the owner signs in from their own address while a stranger hammers the account from another
 *     (goal: succeeds). Distinct client addresses are distinct loopback sources (127.0.0.2, 127.0.0.3, …).
 * Peer: the same probe before the fix (issue 12): 503 for the other customer, X-Forwarded-For trusted from
 * anyone (never throttled), the owner locked out for 15 minutes after five wrong passwords.
 * Run: npx tsx bench/hardening-probe.ts  → prints the figures and writes bench/results/hardening-probe.json
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { startServer } from '../apps/server/src/server.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../../shared/fixtures/gerber');
const BOARDS = 50;

interface Answer {
  status: number;
  body: { code: number; msg: string; data: any };
  cookie?: string;
}

/** One HTTP request from a chosen loopback source address. */
function request(
  base: string,
  method: string,
  path: string,
  options: {
    from?: string;
    cookie?: string;
    json?: unknown;
    form?: { bytes: Uint8Array; name: string; fields?: Record<string, string> };
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  let body: Buffer | undefined;
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    const boundary = `----probe${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(options.form.fields ?? {}))
      parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${options.form.name}"\r\ncontent-type: application/zip\r\n\r\n`,
      ),
      Buffer.from(options.form.bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    body = Buffer.concat(parts);
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  }
  if (options.cookie) headers.cookie = options.cookie;
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolvePromise, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.[0]?.split(';')[0];
          resolvePromise({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
            cookie: setCookie,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const login = (base: string, phone: string, password: string, from: string, headers?: Record<string, string>) =>
  request(base, 'POST', '/api/service/login', {
    from,
    headers,
    json: { login_type: 'phone', phone_area_code: '+86', login_phone: phone, login_password: password },
  });

/** The set as a customer uploads it: every file, sub-folders kept as `folder/name` (licence and manifest left out). */
function zipSet(folder: string): Uint8Array {
  const root = join(fixtures, folder);
  const entries: Record<string, Uint8Array> = {};
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, name);
    if (statSync(path).isFile() && !/^(LICENSE|manifest\.json)$/.test(name))
      entries[name.split(sep).join('/')] = new Uint8Array(readFileSync(path));
  }
  return zipSync(entries);
}

const countBy = (values: number[]) =>
  values.reduce<Record<string, number>>((acc, v) => ((acc[v] = (acc[v] ?? 0) + 1), acc), {});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(join(os.tmpdir(), 'pcb-bench-hardening-'));
delete process.env.TRUST_PROXY;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  logLevel: 'silent',
  dataDir,
  seedDemo: true,
  trustProxy: false,
});
const base = server.url;
const figures: Record<string, unknown> = {};
try {
  // 1. Fair queue.
  const board = zipSet('arduino-uno');
  const customer = (await login(base, '13800000002', 'Pcb_Demo2026', '127.0.0.2')).cookie!;
  const factory = (await login(base, '13800000001', 'Pcb_Demo2026', '127.0.0.2')).cookie!;
  const factoryUid = (
    await request(base, 'POST', '/api/atom/auth-info1', { from: '127.0.0.2', cookie: factory, json: {} })
  ).body.data.user.enterprise_uid as string;
  const single = async (cookie: string, name: string) => {
    const sent = await request(base, 'POST', '/api/gerber/files', {
      from: '127.0.0.2',
      cookie,
      form: { bytes: board, name, fields: { merchant_uid: factoryUid } },
    });
    if (sent.status !== 202) throw new Error(`${name}: HTTP ${sent.status} ${sent.body.msg}`);
    return sent;
  };
  // One analysis alone (the worker warm), the unit "one analysis slot" is measured in.
  const warm = await single(factory, 'warm.zip');
  const startedAt = async (cookie: string, job: string, since: number) => {
    for (;;) {
      const view = (await request(base, 'GET', `/api/gerber/jobs/${job}`, { from: '127.0.0.2', cookie })).body.data;
      if (view.state !== 'queued') return { waitedMs: performance.now() - since, view };
      await sleep(10);
    }
  };
  const until = async (cookie: string, job: string) => {
    for (;;) {
      const view = (await request(base, 'GET', `/api/gerber/jobs/${job}`, { from: '127.0.0.2', cookie })).body.data;
      if (view.state === 'done' || view.state === 'failed') return view;
      await sleep(20);
    }
  };
  await until(factory, warm.body.data.job_id);
  const t0 = performance.now();
  const solo = await single(factory, 'solo.zip');
  await until(factory, solo.body.data.job_id);
  const oneAnalysisMs = performance.now() - t0;

  const flood = [];
  for (let i = 0; i < BOARDS; i++) flood.push(await single(customer, `flood-${i}.zip`));
  const factoryGuest = await request(base, 'POST', '/api/gerber/files', {
    from: '127.0.0.2',
    cookie: factory,
    form: { bytes: board, name: 'other-customer.zip' },
  });
  const since = performance.now();
  const started = await startedAt(factory, factoryGuest.body.data.job_id, since);
  const customerWaiting = (
    await Promise.all(
      flood.map((f) =>
        request(base, 'GET', `/api/gerber/jobs/${f.body.data.job_id}`, { from: '127.0.0.2', cookie: customer }),
      ),
    )
  ).filter((r) => r.body.data.state === 'queued').length;
  figures.fairQueue = {
    oneAccountQueued: BOARDS,
    otherUploadStatus: factoryGuest.status,
    otherBoardsAhead: factoryGuest.body.data.ahead,
    otherWaitedForWorkerMs: Math.round(started.waitedMs),
    oneAnalysisMs: Math.round(oneAnalysisMs),
    waitInAnalysisSlots: Math.round((started.waitedMs / oneAnalysisMs) * 100) / 100,
    floodStillWaitingWhenOtherStarted: customerWaiting,
  };
  for (const f of flood) await until(customer, f.body.data.job_id);

  // 2. Rotating X-Forwarded-For against login (TRUST_PROXY off).
  const rotating: number[] = [];
  for (let i = 0; i < 100; i++)
    rotating.push(
      (
        await login(base, '13800000003', `Wrong_pass${i}`, '127.0.0.4', {
          'x-forwarded-for': `203.0.113.${(i % 250) + 1}`,
        })
      ).status,
    );
  figures.rotatingXForwardedFor = {
    tries: rotating.length,
    statuses: countBy(rotating),
    passwordCheckedTimes: rotating.filter((s) => s === 401).length,
  };

  // 3. The owner signs in from their own address while a stranger hammers the account from another.
  let hammering = true;
  const strangerStatuses: number[] = [];
  const stranger = (async () => {
    for (let i = 0; hammering && i < 400; i++)
      strangerStatuses.push((await login(base, '13800000002', `Guess_${i}x`, '127.0.0.5')).status);
  })();
  await sleep(300);
  const owner = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const res = await login(base, '13800000002', 'Pcb_Demo2026', '127.0.0.6');
    owner.push({ code: res.body.code, status: res.status, ms: Math.round(performance.now() - t) });
    await sleep(200);
  }
  hammering = false;
  await stranger;
  figures.ownerWhileHammered = {
    strangerTries: strangerStatuses.length,
    strangerStatuses: countBy(strangerStatuses),
    ownerLogins: owner,
  };
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(figures, null, 2));
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/hardening-probe.json'),
  `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`,
);
