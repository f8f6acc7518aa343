import fc from 'fast-check';
import { z } from 'zod';

/*
 * Request values for the fuzzer (server/test/fuzz.test.ts): values shaped like a route's own
 * schema (so requests get past the first check and reach the code behind it), the same with one
 * value swapped for a known-bad one, and the known-bad values on their own.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** A route schema part (zod, or plain JSON Schema) as JSON Schema describing its input. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if ('_zod' in schema) {
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
  }
  return schema as JsonSchema;
}

/* Text that tends to break things: markup, SQL, paths, look-alikes, right-to-left, emoji. */
const NASTY_TEXT = [
  '',
  ' ',
  "' OR '1'='1",
  '"; DROP TABLE providers; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '\\',
  'ｆｕｌｌ　ｗｉｄｔｈ',
  '\u202Eevil',
  '😀😀😀',
  'e\u0301',
  'null',
  'undefined',
  '0',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  '2147483648',
  'javascript:alert(1)',
  'a@b',
];

/** Known-bad values from the outside security probe and their relatives (decision 020); each
 * must be refused with a 4xx. */
export const BAD_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0007bell',
  'line\nbreak',
  2147483648,
  -2147483649,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  null,
  true,
  false,
  '',
  [],
  [null],
  {},
  { toString: 1 },
  { $gt: '' },
  'x'.repeat(10_000),
  ...NASTY_TEXT,
];

/** Bodies that a JSON object cannot express (prototype keys) or that are not JSON at all. */
export const RAW_BAD_BODIES: Array<{ payload: string; contentType: string }> = [
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '"\\u0000"', contentType: 'application/json' },
  { payload: '{"a":"\\ud800"}', contentType: 'application/json' },
  { payload: `${'['.repeat(1000)}${']'.repeat(1000)}`, contentType: 'application/json' },
  {
    payload: `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
    contentType: 'application/json',
  },
  { payload: `"${'x'.repeat(1_000_000)}"`, contentType: 'application/json' },
  { payload: `"${'x'.repeat(1_100_000)}"`, contentType: 'application/json' },
  { payload: 'name=a&category=b', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '{"a":1}', contentType: 'application/xml' },
  { payload: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
];

/** Query strings no object can produce: prototype keys, broken escapes, repeats, huge values. */
export const RAW_BAD_QUERIES = [
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'q=%E0%A4%A',
  'q=%00',
  'q=%F0%9F',
  'q=a&q=b',
  'page=1&page=2',
  'page=-1',
  'page=1e400',
  `q=${'x'.repeat(100_000)}`,
  'group=%00',
  '&&&==&',
  'id=2147483648',
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...NASTY_TEXT),
);

/** Any JSON value, small: for schemas that say nothing about a value. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...BAD_VALUES),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const bound = (n: number | undefined, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : n;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      /* A pattern JavaScript cannot read: plain text below. */
    }
  }
  const minLength = bound(s.minLength, 0);
  const maxLength = Math.max(minLength, Math.min(bound(s.maxLength, 60), 300));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  );
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = bound(s.minimum ?? s.exclusiveMinimum, -(2 ** 40));
  const max = bound(s.maximum ?? s.exclusiveMaximum, 2 ** 40);
  const lo = Math.max(min, -(2 ** 52));
  const hi = Math.min(max, 2 ** 52);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }).map((n) => n)
    : fc.double({ min: lo, max: hi, noNaN: true });
  /* The edges of the range and just beyond them are where off-by-one errors live. */
  const edges = [min, max, min - 1, max + 1, 0, -1, 2147483647, 2147483648].filter(Number.isFinite);
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

/** Values shaped like the schema, most of them valid, some at or just past its edges. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => arbitraryFor(c, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, depth + 1)));
  }
  switch (types[0]) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
      const shape = Object.fromEntries(
        keys.map((k) => [k, arbitraryFor(properties[k], depth + 1)] as const),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
    }
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: bound(schema.minItems, 0),
        maxLength: Math.max(bound(schema.minItems, 0), Math.min(bound(schema.maxItems, 4), 8)),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

/** A schema-shaped object with one of its properties swapped for a known-bad value. */
export function withOneBadValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return fc.constantFrom(...BAD_VALUES);
  return fc
    .tuple(arbitraryFor(schema), fc.constantFrom(...keys), fc.constantFrom(...BAD_VALUES))
    .map(([value, key, bad]) => ({ ...(value as object), [key]: bad }));
}

/** Mostly valid, often with one bad value, sometimes anything at all. */
export function fuzzValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryFor(schema) },
    { weight: 3, arbitrary: withOneBadValue(schema) },
    { weight: 1, arbitrary: anyJson },
  );
}
