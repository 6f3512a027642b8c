import { afterAll, describe, expect, it } from 'vitest';
import { fieldLabel, fieldLabels } from '../src/http/field-labels.js';
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
  it('label every body, query and path field of the OpenAPI document', async () => {
    type Operation = {
      parameters?: Array<{ name: string }>;
      requestBody?: { content?: Record<string, { schema?: Schema }> };
    };
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const names = new Set<string>();
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        for (const parameter of operation.parameters ?? []) names.add(parameter.name);
        for (const content of Object.values(operation.requestBody?.content ?? {})) fieldNames(content.schema, names);
      }
    }
    expect(names.size).toBeGreaterThan(200);
    const unlabelled = [...names]
      .filter((name) => fieldLabel(name, 'en') === name && !Object.hasOwn(fieldLabels, name))
      .sort();
    expect(unlabelled, 'add these to apps/server/src/http/field-labels.ts').toEqual([]);
  });

  it('have five non-empty labels each', () => {
    for (const [name, labels] of Object.entries(fieldLabels)) {
      expect(labels.length, name).toBe(LANGUAGES.length);
      for (const label of labels) expect(label.trim(), name).not.toBe('');
    }
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
