import { afterAll, describe, expect, it } from 'vitest';
import { routesWithLabels } from '../src/http/field-labels.js';
import { startTestServer } from './test-server.js';

/**
 * Issue 27: every route declares the answer it gives (DESIGN.md § API). The OpenAPI document lists a 2xx (or, for a
 * redirect, 3xx) response with a schema for every operation, and every body enum the server accepts.
 */
const server = await startTestServer();
afterAll(() => server.stop());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);

const declaresAnswer = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      /^[23]\d\d$/.test(status) && Object.values(response.content ?? {}).some((content) => content.schema),
  );

describe('the response contract', () => {
  it('covers the routes of every module', () => {
    expect(operations.length).toBeGreaterThan(400);
    expect(routesWithLabels(server.app).length).toBeGreaterThan(400);
  });

  it('declares a 2xx answer with a schema on every operation of the OpenAPI document', () => {
    const missing = operations.filter(({ operation }) => !declaresAnswer(operation));
    expect(
      missing.map(({ key }) => key),
      'declare `response: answers(...)` (http/answer.ts)',
    ).toEqual([]);
  });
});
