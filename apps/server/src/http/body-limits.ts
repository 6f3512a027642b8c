import type { FastifyInstance } from 'fastify';
import { DEFAULT_BODY_DEPTH } from '@pcbunion/core';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How deeply the route's JSON body may nest (objects and arrays); DEFAULT_BODY_DEPTH when unset. */
    bodyDepth?: number;
  }
}

/**
 * How deep a parsed JSON value nests, walked without recursion and stopped at `limit`: the first top-level field
 * deeper than the limit, or undefined.
 */
export function valueTooDeep(value: unknown, limit: number): { field: string } | undefined {
  const stack: Array<{ node: unknown; depth: number; field: string }> = [{ node: value, depth: 0, field: 'body' }];
  while (stack.length > 0) {
    const { node, depth, field } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return { field };
    const entries = Array.isArray(node) ? node.map((item) => ['', item] as const) : Object.entries(node);
    for (const [key, child] of entries)
      stack.push({ node: child, depth: depth + 1, field: depth === 0 && key && key.length <= 64 ? key : field });
  }
  return undefined;
}

/**
 * A JSON body deeper than its route allows is refused before validation, 400 naming the top-level field: a
 * route narrows the depth with `config.bodyDepth` (DEFAULT_BODY_DEPTH otherwise) and the size with Fastify's
 * route `bodyLimit`. Fastify's own parser (prototype poisoning refused) reads the body; V8's JSON.parse does
 * not recurse, so only what runs after it had to be protected.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === null || typeof request.body !== 'object') return;
    const limit = request.routeOptions.config?.bodyDepth ?? DEFAULT_BODY_DEPTH;
    const deep = valueTooDeep(request.body, limit);
    if (deep) throw new AppError(400, 'field.tooDeep', { maximum: limit }, 0, deep.field);
  });
}
