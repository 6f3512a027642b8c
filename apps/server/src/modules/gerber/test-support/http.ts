/** Test helpers over real HTTP: multipart uploads with the session cookie, waiting for jobs, a second factory. */
import { demoMask } from '../../../db/seed/demo-data.js';
import type { Database } from '../../../db/client.js';
import { accounts, enterprises, staff } from '../../../db/schema/index.js';
import { hashPassword } from '../../auth/password.js';
import { Client, DEMO } from '../../../../test/test-server.js';

export interface RawAnswer<T = any> {
  status: number;
  body: { code: number; msg: string; data: T };
  ms: number;
}

/** POSTs a multipart form with the zip as field `file` (and text fields), as a browser does. */
export async function postArchive<T = any>(
  client: Client,
  base: string,
  url: string,
  bytes: Uint8Array,
  fileName: string,
  fields: Record<string, string> = {},
): Promise<RawAnswer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), fileName);
  const started = performance.now();
  const res = await fetch(base + url, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': 'en', ...(client.cookie ? { cookie: client.cookie } : {}) },
  });
  const body = (await res.json()) as RawAnswer<T>['body'];
  return { status: res.status, body, ms: performance.now() - started };
}

/** Polls the job until it is done or failed; answers the last job view. */
export async function waitForJob(
  client: Client,
  jobId: string,
  timeoutMs = 60_000,
): Promise<{ state: string; progress: number; error_code: string | null; message: string | null; seen: string[] }> {
  const until = Date.now() + timeoutMs;
  const seen: string[] = [];
  for (;;) {
    const res = await client.get(`/api/gerber/jobs/${jobId}`);
    if (res.status !== 200) throw new Error(`job ${jobId}: HTTP ${res.status} ${res.body.msg}`);
    const job = res.body.data;
    if (!seen.includes(`${job.state}:${job.stage}`)) seen.push(`${job.state}:${job.stage}`);
    if (job.state === 'done' || job.state === 'failed') return { ...job, seen };
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A second factory with its own admin (granted the factory screens), for tenant-isolation tests. */
export async function createOtherFactory(
  db: Database,
  base: string,
): Promise<{ client: Client; enterpriseUid: string }> {
  const phone = `1390000${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({ enterpriseNo: `E9${phone.slice(-4)}`, name: `Other Factory ${phone.slice(-4)}`, kind: 'factory' })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `U9${phone.slice(-5)}`,
      name: 'Other Admin',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO.password),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Other Admin',
    isAdmin: true,
    permissionMask: demoMask('factory'),
  });
  const client = new Client(base);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO.password,
  });
  if (res.body.code !== 1) throw new Error(`login of the other factory failed: ${res.body.msg}`);
  return { client, enterpriseUid: enterprise!.uid };
}
