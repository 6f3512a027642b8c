import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object (as fastify-type-provider-zod writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** Strings that broke or could break a server: NUL, lone surrogates, control and bidi characters, huge, injection-shaped. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'end\ud83d',
  '\u0007\u001b[31m',
  '\u202egnp.exe',
  '\ufeff',
  '😀'.repeat(50),
  'x'.repeat(70_000),
  '1e308',
  '-1e308',
  '99999999999999999999',
  '0.1234567891',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  "' OR '1'='1' --",
  '"; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '0000-00-00',
  '+86',
  '13800000001',
];

/** Numbers beyond every column: doubles at the edge, 20-digit integers, fractions where integers go. */
export const HOSTILE_NUMBERS: readonly number[] = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  JSON.parse('12345678901234567890') as number,
  -0,
  0.5,
  1.0000001,
  0.1234567,
  -1,
  0,
];

const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Any JSON value that is wrong in shape or size: hostile scalars, wrong types, deep nesting, long arrays. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, true, false, {}, [], JSON.parse('{"__proto__":{"admin":true}}'), {
      constructor: { prototype: {} },
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 64 }).map(deep) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom<unknown>(1, 'a', null), { minLength: 200, maxLength: 1200 }) },
);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= maxLength);
    } catch {
      /* a pattern fast-check cannot follow: plain strings */
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 24)) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(maxLength, 12)) }),
    fc.constant(''.padEnd(Math.max(minLength, maxLength), 'm')),
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e12);
  const max = Math.min(schema.maximum ?? 1e6, 1e12);
  if (integer)
    return fc.oneof(
      fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }),
      fc.constantFrom(Math.ceil(min), Math.floor(max)),
    );
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max, 0));
}

/**
 * A value for `schema`: mostly within it, with probability `hostility` at each node something hostile instead
 * (0 gives schema-shaped values only).
 */
export function valueFor(schema: JsonSchema | undefined, hostility: number, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema ?? {}, hostility, depth);
  if (hostility <= 0) return shaped;
  // A percentage of hostile values, not money.
  // eslint-disable-next-line no-restricted-syntax
  const weight = Math.max(1, Math.round(hostility * 100));
  return fc.oneof({ weight: 100 - Math.min(weight, 99), arbitrary: shaped }, { weight, arbitrary: hostileValue });
}

function shapedFor(schema: JsonSchema, hostility: number, depth: number): fc.Arbitrary<unknown> {
  const inner = (s: JsonSchema | undefined) => valueFor(s, hostility, depth + 1);
  let arbitrary: fc.Arbitrary<unknown>;
  const choices = schema.anyOf ?? schema.oneOf;
  if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) arbitrary = fc.constant(schema.const);
  else if (choices?.length) arbitrary = fc.oneof(...choices.map((choice) => shapedFor(choice, hostility, depth)));
  else if (schema.allOf?.length)
    arbitrary = shapedFor(Object.assign({}, ...schema.allOf) as JsonSchema, hostility, depth);
  else {
    const types = typesOf(schema);
    const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
    switch (type) {
      case 'string':
        arbitrary = stringFor(schema);
        break;
      case 'integer':
        arbitrary = numberFor(schema, true);
        break;
      case 'number':
        arbitrary = numberFor(schema, false);
        break;
      case 'boolean':
        arbitrary = fc.boolean();
        break;
      case 'array':
        arbitrary =
          depth > 6
            ? fc.constant([])
            : fc.array(inner(schema.items), {
                minLength: schema.minItems ?? 0,
                maxLength: Math.min(schema.maxItems ?? 4, 4),
              });
        break;
      case 'object': {
        if (depth > 6) {
          arbitrary = fc.constant({});
          break;
        }
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, inner(value)])),
          {
            requiredKeys: [...required].filter((key) => key in properties),
          },
        );
        const extra =
          typeof schema.additionalProperties === 'object'
            ? fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), inner(schema.additionalProperties), {
                maxKeys: 4,
              })
            : fc.constant({});
        arbitrary = fc
          .tuple(
            record,
            extra,
            hostility > 0
              ? fc.option(
                  fc.dictionary(
                    fc.constantFrom('__proto__', 'constructor', 'extra', 'admin', 'enterprise_uid'),
                    hostileValue,
                    { maxKeys: 2 },
                  ),
                  { freq: 6 },
                )
              : fc.constant(null),
          )
          .map(([known, more, junk]) => ({ ...more, ...(junk ?? {}), ...known }));
        break;
      }
      default:
        arbitrary = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
    }
  }
  return schema.nullable || typesOf(schema).includes('null') ? fc.option(arbitrary, { nil: null, freq: 8 }) : arbitrary;
}
