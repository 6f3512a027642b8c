import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify drops what a schema does not list and writes what it lists, but it throws on a missing
 * required key. The contract test and the checking mode below hold "required"; the writer only writes.
 */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' || key === '$schema') continue;
    copy[key] = withoutRequired(value);
  }
  return copy;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema is a zod schema, not ${JSON.stringify(schema)}`);
}

/** The error of an answer that breaks its route's contract: a 500, with the zod issues in the message. */
export class ContractBreach extends Error {
  readonly statusCode = 500;
  readonly code = 'PCB_RESPONSE_CONTRACT';
  constructor(method: string, url: string, error: z.ZodError) {
    super(`the answer of ${method} ${url} breaks its response schema:\n${z.prettifyError(error)}`);
  }
}

/**
 * The serializer of every route with a response schema. Answers are written by fast-json-stringify from the
 * JSON Schema of the zod schema, compiled on the route's first answer (so a server that serves few routes never
 * compiles the rest). With `check` (tests and `npm run dev`), each answer is first parsed by the zod schema and a
 * breach is a 500 naming the route and the field; production trusts the services and only writes.
 */
export function responseSerializer({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    let write: ((data: unknown) => string) | undefined;
    const writer = () => {
      if (write) return write;
      try {
        const json = z.toJSONSchema(zodSchema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
        write = fastJsonStringify(withoutRequired(json) as JsonSchema) as (data: unknown) => string;
      } catch {
        // A schema fast-json-stringify cannot compile is still checked; its answers are written by JSON's rules.
        write = (data) => JSON.stringify(data);
      }
      return write;
    };
    return (data: unknown) => {
      if (check) {
        const parsed = zodSchema.safeParse(data);
        if (!parsed.success) {
          const breach = new ContractBreach(method, url, parsed.error);
          console.error(breach.message);
          throw breach;
        }
      }
      return writer()(data);
    };
  };
}
