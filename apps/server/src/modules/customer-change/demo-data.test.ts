import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerChanges, qualityRecords, saleNotices } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedChangesQualityDemo } from './demo-data.js';

let server: TestServer;
let customer: Client;

beforeAll(async () => {
  server = await startTestServer();
  customer = await loginAs(server.url, 'customer');
}, 60_000);
afterAll(() => server.stop());

describe('the changes and quality demo', () => {
  it('makes an accepted and a waiting change and a closed and an open complaint through the services, once', async () => {
    // The template ran it on the sales demo month's open orders and received deliveries (modules/sales/demo-month.ts).
    const db = server.database.db;
    await seedChangesQualityDemo(db);
    await seedChangesQualityDemo(db);
    const changes = await db.select().from(customerChanges);
    expect(changes.map((c) => c.status).sort()).toEqual(['accepted', 'submitted']);
    expect(changes.find((c) => c.status === 'accepted')).toMatchObject({ newRevision: 'C', amountDelta: 80_000n });
    const records = await db.select().from(qualityRecords);
    expect(records.map((r) => r.status).sort()).toEqual(['closed', 'open']);
    const accepted = changes.find((c) => c.status === 'accepted')!;
    const notice = (await db.select().from(saleNotices).where(eq(saleNotices.noticeNo, accepted.appliedTo![0]!)))[0]!;
    expect(notice).toMatchObject({ revision: 'C', deliveryDate: accepted.impactDate });
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    const closed = records.find((r) => r.status === 'closed')!;
    const detail = await zh.get(`/api/quality-records/${closed.recordNo}`);
    expect(detail.body.data.log.map((l: { text: string }) => l.text).join('\n')).toContain('阻焊不良');
  });
});
