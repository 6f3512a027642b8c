import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../db/schema/index.js';
import { menuCatalogue } from '../../../platform/access/menu-catalogue.js';
import { loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const kindScreens = (kind: 'platform' | 'factory' | 'customer' | 'supplier') =>
  menuCatalogue.filter((m) => m.packageUrl && m.kinds.includes(kind)).map((m) => m.packageUrl!);

async function screensOf(who: 'platform' | 'factory' | 'customer' | 'supplier'): Promise<string[]> {
  const client = await loginAs(server.url, who);
  const answer = await client.post('/api/atom/auth-info1', {});
  return (answer.body.data as { menus: { package_url: string | null }[] }).menus.flatMap((m) =>
    m.package_url ? [m.package_url] : [],
  );
}

describe("an enterprise's admin holds every screen of its kind (issue 30 #6)", () => {
  it('each demo admin is given every screen of its kind, the factory its supplier price list among them', async () => {
    for (const kind of ['platform', 'factory', 'customer', 'supplier'] as const)
      expect((await screensOf(kind)).sort()).toEqual(kindScreens(kind).sort());
    expect(await screensOf('factory')).toEqual(
      expect.arrayContaining(['supplier-price-management', 'want-consult', 'work-order-center']),
    );
  });

  it('whatever mask the admin row was given; the same row without the admin flag holds only its mask', async () => {
    const db = server.database.db;
    const admins = await db
      .select({ uid: staff.uid, mask: staff.permissionMask })
      .from(staff)
      .where(eq(staff.isAdmin, true));
    try {
      await db.update(staff).set({ permissionMask: '0' }).where(eq(staff.isAdmin, true));
      expect((await screensOf('factory')).sort()).toEqual(kindScreens('factory').sort());
      expect((await (await loginAs(server.url, 'factory')).get('/api/supplier-prices?page_size=5')).status).toBe(200);

      await db.update(staff).set({ isAdmin: false }).where(eq(staff.isAdmin, true));
      expect(await screensOf('factory')).toEqual([]);
      expect((await (await loginAs(server.url, 'factory')).get('/api/supplier-prices?page_size=5')).status).toBe(403);
    } finally {
      for (const admin of admins)
        await db.update(staff).set({ isAdmin: true, permissionMask: admin.mask }).where(eq(staff.uid, admin.uid));
    }
  });
});
