import { afterAll, describe, expect, it } from 'vitest';
import { defineLabels, fieldLabel, labelsField, routesWithLabels, SHARED_LABELS } from '../src/http/field-labels.js';
import { i18n } from '../src/http/i18n.js';
import { LANGUAGES } from '../src/http/language.js';
import { loginAs, startTestServer } from './test-server.js';

/** Issue 13: a refusal names the field as the user sees it — every field of every route has a label in five languages. */
const server = await startTestServer();
afterAll(() => server.stop());

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

function fieldNames(schema: Schema | undefined, into: Set<string>): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    fieldNames(branch, into);
  for (const [name, property] of Object.entries(schema.properties ?? {})) fieldNames(property, into.add(name));
  return fieldNames(schema.items, into);
}

describe('field labels', () => {
  it("label every body, query and path field of the OpenAPI document, in its route's module or shared", async () => {
    type Operation = {
      parameters?: Array<{ name: string }>;
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    };
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const moduleOf = new Map(
      routesWithLabels(server.app).map((route) => [`${route.method} ${route.url}`, route.labels]),
    );
    expect(moduleOf.size).toBeGreaterThan(200);
    const unlabelled = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const names = new Set<string>();
        for (const parameter of operation.parameters ?? []) names.add(parameter.name);
        for (const content of Object.values(operation.requestBody?.content ?? {})) fieldNames(content.schema, names);
        const labels = moduleOf.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`) ?? SHARED_LABELS;
        for (const name of names)
          if (
            fieldLabel(name, 'en', labels) === name &&
            !labelsField(labels, name) &&
            !labelsField(SHARED_LABELS, name)
          )
            unlabelled.add(`${labels}: ${name}`);
      }
    }
    expect([...unlabelled].sort(), "add these to the module's labels.ts (or http/field-labels/)").toEqual([]);
  });

  /** Every namespace holding labels, with its fields. */
  const labelled = () =>
    Object.entries(i18n.store.data.en ?? {}).map(
      ([namespace, keys]) =>
        [
          namespace,
          Object.keys(keys)
            .filter((key) => key.startsWith('label.'))
            .map((key) => key.slice(6)),
        ] as const,
    );

  it('have five non-empty labels each', () => {
    const namespaces = labelled().filter(([, fields]) => fields.length);
    expect(namespaces.length).toBeGreaterThan(20);
    for (const [namespace, fields] of namespaces)
      for (const field of fields)
        for (const language of LANGUAGES) expect(fieldLabel(field, language, namespace).trim(), field).not.toBe('');
  });

  it("keep a field shared or its module's own, never both, and refuse two texts for one field in one namespace", () => {
    const shadowing = labelled().flatMap(([namespace, fields]) =>
      namespace === SHARED_LABELS
        ? []
        : fields.filter((field) => labelsField(SHARED_LABELS, field)).map((field) => `${namespace}: ${field}`),
    );
    expect(shadowing, "a shared field means the same everywhere: take it out of the module's labels.ts").toEqual([]);
    const decision = ['Decision', '判定', '判定', 'Decisión', '判定'] as const;
    expect(() => defineLabels('labels-test', { decision })).not.toThrow();
    expect(() =>
      defineLabels('labels-test', { decision: ['Decision', '评估结论', '評估結論', 'Decisión', '判定'] }),
    ).toThrow(/decision in labels-test/);
  });

  it('name a field in the words of the module that refuses it', async () => {
    expect(fieldLabel('decision', 'zh-CN', 'purchase-quality')).toBe('判定');
    expect(fieldLabel('decision', 'zh-CN', 'supplier')).toBe('评估结论');
    expect(fieldLabel('paymentTerms', 'zh-CN', 'customer')).toBe('付款方式');
    expect(fieldLabel('paymentTerms', 'zh-CN', 'supplier')).toBe('付款条件');
    expect(fieldLabel('period', 'zh-CN', 'customer-billing')).toBe('对账期间');
    expect(fieldLabel('period', 'zh-CN', 'supplier-billing')).toBe('账期');
    expect(fieldLabel('expiresOn', 'zh-CN', 'consent')).toBe('有效期至');
    const factory = await loginAs(server.url, 'factory');
    const res = await factory.post(
      '/api/purchase-inspections/PI-0/decide',
      { decision: 'maybe', defects: [] },
      { 'accept-language': 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, data: { field: 'decision' } });
    expect(res.body.msg).toMatch(/^判定：/);
  });

  it('name the field by its label in the refusal, in the caller language, and keep the wire path in data.field', async () => {
    const customer = await loginAs(server.url, 'customer');
    for (const [language, label] of [
      ['en', 'Bank account'],
      ['zh-CN', '银行账户'],
      ['ja', '銀行口座'],
    ] as const) {
      const res = await customer.post('/api/wallet/withdrawals', { amount: '10.00' }, { 'accept-language': language });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 0, data: { field: 'bankAccountId' } });
      expect(res.body.msg).toMatch(new RegExp(`^${label}[:：]`));
      expect(res.body.msg).not.toContain('bankAccountId');
    }
  });

  it('number a field in a list by its row', () => {
    expect(fieldLabel('materials.2.unitPrice', 'en')).toBe('Unit price (row 3)');
    expect(fieldLabel('detail_address', 'zh-CN')).toBe('详细地址');
  });
});
