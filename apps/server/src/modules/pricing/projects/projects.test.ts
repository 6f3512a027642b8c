import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { auditRows, fixedProject } from '../test-support.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

const expectRefused = (
  res: { status: number; body: { msg: string; data: { field: string } } },
  field: string,
  msg: string,
) => {
  expect({ status: res.status, field: res.body.data?.field, msg: res.body.msg }).toEqual({ status: 400, field, msg });
};
const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ value: String(i + 1), price: '1' }));
const projectList = async () =>
  (await factory.get('/api/pricing/projects?page_size=100&field=sortNumber&sort=asc')).body.data.data as Array<{
    uid: string;
    code: string;
    sortNumber: number;
  }>;

describe('pricing projects', () => {
  it('lists the projects in pricing order with the products they are bound to', async () => {
    const list = await projectList();
    expect(list.map((p) => p.code).slice(0, 3)).toEqual(['ENGINEERING', 'E_TEST', 'SURFACE_FINISH']);
    expect(list[0]).toMatchObject({ boundTo: ['FR4-RIGID'], factor: { code: 'ENG_FEE', parameter: 'LAYERS' } });
    expect((list[0] as unknown as { factor: { rows: unknown[] } }).factor.rows).toHaveLength(11);
  });

  it('creates a project with a factor table and updates it, audited', async () => {
    const body = {
      ...fixedProject('ROUTING', 'ROUTE_PRICE * PNL_QTY'),
      kind: 'group',
      factor: {
        code: 'ROUTE_PRICE',
        parameter: 'THICKNESS_MM',
        rows: [
          { value: '1.6', price: '0.5' },
          { value: '*', price: '0.8' },
        ],
      },
    };
    const created = await factory.post('/api/pricing/projects', body);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'ROUTING',
      sortNumber: 90,
      factor: {
        rows: [
          { value: '1.6', price: '0.5' },
          { value: '*', price: '0.8' },
        ],
      },
    });
    const updated = await factory.call('PUT', `/api/pricing/projects/${created.body.data.uid}`, {
      ...body,
      name: 'Routing',
      extraAddition: '5',
      rowVersion: 1,
    });
    expect(updated.body.data).toMatchObject({ name: 'Routing', extraAddition: '5', rowVersion: 2 });
    const read = await factory.get(`/api/pricing/projects/${created.body.data.uid}`);
    expect(read.body.data.factor.rows).toHaveLength(2);
    expect((await auditRows(server, created.body.data.uid)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('refuses every pricing project rule of spec 02 §5', async () => {
    expectRefused(
      await factory.post('/api/pricing/projects', { ...fixedProject('P1'), code: '' }),
      'code',
      'Project code and name are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', { ...fixedProject('P1'), name: '' }),
      'name',
      'Project code and name are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', {
        ...fixedProject('P1', 'F * 1'),
        factor: { code: 'F', parameter: 'LAYERS', rows: rows(21) },
      }),
      'factor.rows',
      'At most 20 data rows.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', { ...fixedProject('P1'), pricingMode: 'percentage', sortNumber: 1 }),
      'pricingMode',
      'A percentage item cannot be first.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', { ...fixedProject('P1'), formula: ' ' }),
      'formula',
      'A formula must be filled and valid.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', fixedProject('P1', 'AREA_M2 * (2 +')),
      'formula',
      'the formula ends too early at 15',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', fixedProject('P1', 'GONE_FACTOR * 2')),
      'formula',
      'unknown code GONE_FACTOR at 1',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', {
        ...fixedProject('P1', 'F'),
        factor: {
          code: 'F',
          parameter: 'FINISH',
          rows: [
            { value: 'HASL', price: '1' },
            { value: 'HASL', price: '2' },
          ],
        },
      }),
      'factor.rows.1.value',
      'A factor value cannot be empty or duplicated.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', {
        ...fixedProject('P1', 'F'),
        factor: { code: 'F', parameter: 'FINISH', rows: [{ value: '', price: '1' }] },
      }),
      'factor.rows.0.value',
      'A factor value cannot be empty or duplicated.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', {
        ...fixedProject('P1'),
        costCategory: 'specialMaterial',
        pricingMode: 'percentage',
      }),
      'costCategory',
      'If the cost category is special material, the type must be independent project and the pricing mode amount.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', { ...fixedProject('P1'), kind: 'group' }),
      'factor',
      'A project group needs a factor table.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', fixedProject('E_TEST')),
      'code',
      'The project code E_TEST already exists.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', { ...fixedProject('P1'), grossMarginPercent: '100' }),
      'grossMarginPercent',
      'The gross margin must be below 100%.',
    );
    expectRefused(
      await factory.post('/api/pricing/projects', fixedProject('P1', 'LATER + 1')),
      'formula',
      'unknown code LATER at 1',
    );
  });

  it('moves a project up or down, refused at the first and the last position', async () => {
    const list = await projectList();
    const first = list[0]!;
    const last = list[list.length - 1]!;
    expectRefused(
      await factory.post(`/api/pricing/projects/${first.uid}/move`, { direction: 'up' }),
      'sortNumber',
      'The first item cannot move up.',
    );
    expectRefused(
      await factory.post(`/api/pricing/projects/${last.uid}/move`, { direction: 'down' }),
      'sortNumber',
      'The last item cannot move down.',
    );
    const moved = await factory.post(`/api/pricing/projects/${list[1]!.uid}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect((await projectList()).slice(0, 2).map((p) => p.code)).toEqual([list[1]!.code, first.code]);
    await factory.post(`/api/pricing/projects/${first.uid}/move`, { direction: 'up' });
    expect((await projectList())[0]!.code).toBe(first.code);
  });

  it('refuses to delete a project in use (bound to a product or read by a formula)', async () => {
    const list = await projectList();
    const engineering = list.find((p) => p.code === 'ENGINEERING')!;
    expectRefused(
      await factory.call('DELETE', `/api/pricing/projects/${engineering.uid}`),
      'code',
      'Project ENGINEERING is used by FR4-RIGID and cannot be deleted.',
    );
    const base = await factory.post('/api/pricing/projects', fixedProject('HANDLING', '3'));
    const user = await factory.post('/api/pricing/projects', fixedProject('HANDLING_VAT', 'HANDLING * 0.1'));
    expect(user.status).toBe(200);
    expectRefused(
      await factory.call('DELETE', `/api/pricing/projects/${base.body.data.uid}`),
      'code',
      'Project HANDLING is used by HANDLING_VAT and cannot be deleted.',
    );
    expect((await factory.call('DELETE', `/api/pricing/projects/${user.body.data.uid}`)).status).toBe(200);
    expect((await factory.call('DELETE', `/api/pricing/projects/${base.body.data.uid}`)).status).toBe(200);
  });
});
