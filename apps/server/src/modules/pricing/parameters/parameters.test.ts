import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { auditRows, fixedProject, numberParameter } from '../test-support.js';

let server: TestServer;
let factory: Client;
let platform: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  platform = await loginAs(server.url, 'platform');
});
afterAll(() => server.stop());

const expectRefused = (
  res: { status: number; body: { msg: string; data: { field: string } } },
  field: string,
  msg: string,
  status = 400,
) => {
  expect({ status: res.status, field: res.body.data?.field, msg: res.body.msg }).toEqual({ status, field, msg });
};

describe('quotation parameters', () => {
  it('lists the platform parameters (read-only to a merchant) beside the merchant’s own, paged and searchable', async () => {
    const all = await factory.get('/api/pricing/parameters?page_size=100');
    expect(all.status).toBe(200);
    const layers = all.body.data.data.find((p: { code: string }) => p.code === 'LAYERS');
    expect(layers).toMatchObject({ level: 'platform', readOnly: true, dataType: 'number', entryMode: 'tick' });
    expect(all.body.data.data.find((p: { code: string }) => p.code === 'AREA_PCS_M2')).toMatchObject({
      level: 'merchant',
      readOnly: false,
    });
    const page = await factory.get('/api/pricing/parameters?page_no=2&page_size=5&field=code&sort=asc');
    expect(page.body.data.total).toBe(all.body.data.total);
    expect(page.body.data.data).toHaveLength(5);
    const search = await factory.get('/api/pricing/parameters?search=mask');
    expect(search.body.data.data.map((p: { code: string }) => p.code)).toEqual(['MASK_COLOR']);
    const ofPlatform = await platform.get('/api/pricing/parameters?page_size=100');
    expect(
      ofPlatform.body.data.data.every(
        (p: { level: string; readOnly: boolean }) => p.level === 'platform' && !p.readOnly,
      ),
    ).toBe(true);
  });

  it('creates, updates (compare-and-set) and deletes a merchant parameter, each change audited', async () => {
    const created = await factory.post('/api/pricing/parameters', {
      ...numberParameter('SLOTS'),
      min: '0',
      max: '20',
      defaultValue: '0',
      integerOnly: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'SLOTS', level: 'merchant', max: '20', rowVersion: 1 });
    const uid = created.body.data.uid;
    const updated = await factory.call('PUT', `/api/pricing/parameters/${uid}`, {
      ...numberParameter('SLOTS'),
      name: 'Slots',
      rowVersion: 1,
    });
    expect(updated.body.data).toMatchObject({ name: 'Slots', rowVersion: 2 });
    const stale = await factory.call('PUT', `/api/pricing/parameters/${uid}`, {
      ...numberParameter('SLOTS'),
      name: 'Stale',
      rowVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect((await factory.call('DELETE', `/api/pricing/parameters/${uid}`)).status).toBe(200);
    expect((await auditRows(server, uid)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses every parameter rule of spec 02 §5 with 400 naming the field, in the caller’s language', async () => {
    expectRefused(
      await factory.post('/api/pricing/parameters', { ...numberParameter('X1'), code: '' }),
      'code',
      'Code, name and data type are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', { ...numberParameter('X1'), name: ' ' }),
      'name',
      'Code, name and data type are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', { ...numberParameter('X1'), dataType: 'date' }),
      'dataType',
      'Code, name and data type are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', numberParameter('QTY')),
      'code',
      'The parameter code QTY already exists.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', numberParameter('AREA_M2')),
      'code',
      'AREA_M2 is reserved by the pricing engine.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', {
        ...numberParameter('X1'),
        kind: 'derived',
        entryMode: 'tick',
        formula: 'QTY',
        valueList: [{ value: '1' }],
      }),
      'entryMode',
      'A derived parameter cannot use tick entry.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', { ...numberParameter('X1'), kind: 'derived' }),
      'formula',
      'A derived parameter needs a formula.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', {
        ...numberParameter('X1'),
        kind: 'derived',
        formula: 'QTY * LAYRS',
      }),
      'formula',
      'unknown code LAYRS at 7',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', { ...numberParameter('X1'), kind: 'derived', formula: 'X1 + 1' }),
      'formula',
      'Derived parameters refer to each other in a circle: X1 → X1.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', { ...numberParameter('X1'), entryMode: 'tick' }),
      'valueList',
      'Tick entry needs a value list.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', {
        ...numberParameter('X1'),
        entryMode: 'tick',
        valueList: [{ value: '1' }, { value: '1.0' }],
      }),
      'valueList.1.value',
      'The value 1 appears twice in the value list.',
    );
    expectRefused(
      await factory.post('/api/pricing/parameters', { ...numberParameter('X1'), min: '5', max: '1' }),
      'min',
      'The minimum must not exceed the maximum.',
    );
    const zh = await new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const refused = await zh.post('/api/pricing/parameters', {
      ...numberParameter('X1'),
      kind: 'derived',
      entryMode: 'tick',
      formula: 'QTY',
      valueList: [{ value: '1' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('entryMode');
    expect(refused.body.msg).not.toContain('derived parameter');
  });

  it('keeps platform parameters read-only to merchants: 403 "This data cannot be deleted or modified."', async () => {
    const all = await factory.get('/api/pricing/parameters?search=FINISH');
    const finish = all.body.data.data[0];
    const put = await factory.call('PUT', `/api/pricing/parameters/${finish.uid}`, { ...finish, name: 'Mine now' });
    expect(put.status).toBe(403);
    expect(put.body.msg).toBe('This data cannot be deleted or modified.');
    expect((await factory.call('DELETE', `/api/pricing/parameters/${finish.uid}`)).status).toBe(403);
    const asPlatform = await factory.post('/api/pricing/parameters', { ...numberParameter('X2'), level: 'platform' });
    expect(asPlatform.status).toBe(403);
  });

  it('lets the platform change its own parameters, and refuses a platform code that a merchant already uses', async () => {
    const all = await platform.get('/api/pricing/parameters?search=GOLD_FINGER');
    const gold = all.body.data.data[0];
    const { uid: _uid, rowVersion, readOnly: _r, ...model } = gold;
    const renamed = await platform.call('PUT', `/api/pricing/parameters/${gold.uid}`, {
      ...model,
      name: 'Gold fingers (edge)',
      rowVersion,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.level).toBe('platform');
    expectRefused(
      await platform.post('/api/pricing/parameters', numberParameter('PCS_PER_PNL')),
      'code',
      'The parameter code PCS_PER_PNL already exists.',
    );
  });

  it('refuses to delete a parameter in use: by a project formula, by a factor, by the book’s roles', async () => {
    const parameter = await factory.post('/api/pricing/parameters', numberParameter('VIAS'));
    const project = await factory.post('/api/pricing/projects', fixedProject('VIA_FEE', 'VIAS * 0.01'));
    expect(project.status).toBe(200);
    expectRefused(
      await factory.call('DELETE', `/api/pricing/parameters/${parameter.body.data.uid}`),
      'code',
      'A parameter in use cannot be deleted (used by VIA_FEE).',
    );
    const area = (await factory.get('/api/pricing/parameters?search=AREA_PCS')).body.data.data[0];
    expectRefused(
      await factory.call('DELETE', `/api/pricing/parameters/${area.uid}`),
      'code',
      'A parameter in use cannot be deleted (used by roles.areaPerPcsM2).',
    );
    const finish = (await platform.get('/api/pricing/parameters?search=FINISH')).body.data.data[0];
    expectRefused(
      await platform.call('DELETE', `/api/pricing/parameters/${finish.uid}`),
      'code',
      'A parameter in use cannot be deleted (used by SURFACE_FINISH).',
    );
    await factory.call('DELETE', `/api/pricing/projects/${project.body.data.uid}`);
    expect((await factory.call('DELETE', `/api/pricing/parameters/${parameter.body.data.uid}`)).status).toBe(200);
  });
});
