import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object (as `jsonSchemaTransform` writes them from zod) the fuzzer reads. */
export interface OpenApiSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: the bound beside it is exclusive. */
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** A long string: past every length limit, under the body limit. */
const HUGE = 'x'.repeat(70_000);

/** Text a careless server passes to the database, a parser or a file name as is. */
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  HUGE,
  '',
  ' ',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '\uD800',
  '😀'.repeat(50),
  '2026-13-45',
  '2026-02-30',
  '2026-02-30T10:00:00Z',
  '0000-01-01',
  '99999-01-01T00:00:00Z',
  'NaN',
  '1e400',
  '-1',
  '99999999999999999999',
  '{}',
];

/** Values of any type: what a client sends when it ignores the schema. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS),
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e308, [], {}),
  fc.constant(nested(200)),
  fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
  fc.string({ maxLength: 8 }),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** How often a value in a schema-shaped input is replaced by a hostile one (1 in HOSTILE_ODDS). */
const HOSTILE_ODDS = 6;

/**
 * Values shaped by a route's own schema, each now and then replaced by a hostile one (NUL, huge,
 * nested, wrong type), so most requests pass validation and reach the service and the database.
 */
export function arbitraryFor(schema: OpenApiSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema ?? {}, depth);
  return fc.oneof({ weight: HOSTILE_ODDS - 1, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedBy(schema: OpenApiSchema, depth: number): fc.Arbitrary<unknown> {
  const base = byType(schema, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function byType(schema: OpenApiSchema, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shapedBy(variant, depth)));
  if (schema.allOf?.length) return shapedBy(Object.assign({}, ...schema.allOf) as OpenApiSchema, depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true, ...bounded(schema) }),
        fc.constantFrom(0, 1, ...[schema.minimum, schema.maximum].filter((n): n is number => n !== undefined)),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(arbitraryFor(schema.items, depth + 1), lengths(schema.minItems ?? 0, schema.maxItems));
    case 'object':
      return objectFor(schema, depth);
    default:
      return depth > 4 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** A few items, never fewer than the schema asks. */
function lengths(minLength: number, maxLength = minLength + 4) {
  return { minLength, maxLength: Math.max(minLength, Math.min(maxLength, minLength + 4)) };
}

function bounded(schema: OpenApiSchema): fc.DoubleConstraints {
  return {
    ...(schema.minimum !== undefined ? { min: schema.minimum, minExcluded: schema.exclusiveMinimum === true } : {}),
    ...(schema.maximum !== undefined ? { max: schema.maximum, maxExcluded: schema.exclusiveMaximum === true } : {}),
  };
}

/** Small ids most of the time (they name rows the demo company has), the schema's edges now and then. */
function integerFor(schema: OpenApiSchema): fc.Arbitrary<number> {
  const min = Math.max((schema.minimum ?? -(2 ** 31)) + (schema.exclusiveMinimum ? 1 : 0), Number.MIN_SAFE_INTEGER);
  const max = Math.min((schema.maximum ?? 2 ** 31) - (schema.exclusiveMaximum ? 1 : 0), Number.MAX_SAFE_INTEGER);
  const edges = [min, max, min + 1, max - 1].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 40), Math.max(min, 0)) }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

function stringFor(schema: OpenApiSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot read: plain text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 64));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength + 1)) },
  );
}

function objectFor(schema: OpenApiSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    return depth > 3 ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  }
  const record = Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key], depth + 1)]));
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) }) },
    { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
    // An unknown field only, and the empty body: an update with nothing to change.
    { weight: 1, arbitrary: fc.constantFrom<Record<string, unknown>>({}, { unknownField: 1 }) },
  );
}
