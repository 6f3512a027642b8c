import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
let platform: Client;
beforeAll(async () => {
  server = await startTestServer();
  platform = await loginAs(server.url, 'platform');
});
afterAll(() => server.stop());

describe('enterprise management (platform operator)', () => {
  it('lists enterprises with search, kind filter, sorting and paging', async () => {
    const all = await platform.get('/api/admin/enterprises');
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
    expect(all.body.data.data[0]).toMatchObject({ enterprise_no: 'E0000', kind: 'platform', staff_count: 1 });
    const found = await platform.get('/api/admin/enterprises?keyword=laminate');
    expect(found.body.data.data.map((e: { name: string }) => e.name)).toEqual(['Demo Laminate Supplier Ltd.']);
    const factories = await platform.get('/api/admin/enterprises?kind=factory');
    expect(factories.body.data.data.every((e: { kind: string }) => e.kind === 'factory')).toBe(true);
    const numbers = (res: typeof all) =>
      res.body.data.data.map((e: { enterprise_no: string }) => e.enterprise_no) as string[];
    const sorted = numbers(await platform.get('/api/admin/enterprises?page_size=100&field=enterprise_no&sort=desc'));
    expect(sorted).toEqual([...sorted].sort().reverse());
    const paged = await platform.get('/api/admin/enterprises?page_size=2&page_no=2&field=enterprise_no&sort=desc');
    expect(numbers(paged)).toEqual(sorted.slice(2, 4));
  });

  it('sets an enterprise system expiry date, audited, and the enterprise staff see it', async () => {
    const factory = await loginAs(server.url, 'factory');
    const uid = (await factory.post('/api/atom/auth-info1', {})).body.data.user.enterprise_uid;
    const res = await platform.post(`/api/admin/enterprises/${uid}/expiry`, { expires_on: '2030-06-30' });
    expect(res.body).toMatchObject({ code: 1, msg: 'System expiry date saved', data: { expires_on: '2030-06-30' } });
    expect((await factory.post('/api/atom/auth-info1', {})).body.data.user.expires_on).toBe('2030-06-30');
    const [row] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityUid, uid), eq(auditLog.action, 'set_expiry')));
    expect(row).toMatchObject({ before: { expires_on: '2027-12-31' }, after: { expires_on: '2030-06-30' } });
  });

  it('refuses a date that is not one and an enterprise that does not exist', async () => {
    const some = (await platform.get('/api/admin/enterprises')).body.data.data[1].uid;
    expect((await platform.post(`/api/admin/enterprises/${some}/expiry`, { expires_on: '2030-02-30' })).status).toBe(
      400,
    );
    expect(
      (
        await platform.post('/api/admin/enterprises/00000000-0000-0000-0000-000000000000/expiry', {
          expires_on: '2030-01-01',
        })
      ).status,
    ).toBe(404);
  });
});
