import fc from 'fast-check';

/** The part of JSON Schema (as OpenAPI 3.0 writes it) that the API's zod schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings that have hurt servers before: injection, traversal, control and odd Unicode characters. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\r\nX-Injected: 1',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'null',
  '0x10',
];

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 'text', [], {}, [null], { a: 1 }];

const pick = <T>(...arbitraries: fc.Arbitrary<T>[]): fc.Arbitrary<T> => fc.oneof(...arbitraries);

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function numericBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  else if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  else if (schema.exclusiveMaximum === true) max -= 1;
  return { min, max };
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, 2_000);
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length <= maxLength);
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl().filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    const exact = fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'small' }).filter(fits);
    return exact;
  }
  const edge = [minLength, maxLength].map((n) => fc.constant('x'.repeat(n)));
  return pick(
    fc.string({ minLength, maxLength: Math.min(maxLength, 80) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }).filter(fits),
    ...edge,
  );
}

/** Values the schema accepts, boundaries included (exact min/max lengths and numbers). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return pick(...variants.map(validValue));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0]);
  const base = validOfType(schema);
  return schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null')) ? fc.option(base, { nil: null }) : base;
}

function validOfType(schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const { min, max } = numericBounds(schema);
      return pick(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.constantFrom(Math.ceil(min), Math.floor(max)));
    }
    case 'number': {
      const { min, max } = numericBounds(schema);
      return pick(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const record = Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, validValue(inner)]));
  return fc.record(record, { requiredKeys: required.filter((key) => key in properties) });
}

/** Values just past the schema's limits, of the wrong type, or hostile: what a broken or malicious client sends. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES), fc.constantFrom(...HOSTILE_STRINGS)];
  const type = typeOf(schema);
  if (type === 'string') {
    if (schema.maxLength !== undefined) options.push(fc.constant('y'.repeat(schema.maxLength + 1)), fc.constant('z'.repeat(schema.maxLength * 10 + 10)));
    if (schema.minLength) options.push(fc.constant('y'.repeat(schema.minLength - 1)));
    options.push(fc.string({ unit: 'binary', maxLength: 60 }));
  }
  if (type === 'integer' || type === 'number') {
    const { min, max } = numericBounds(schema);
    options.push(fc.constantFrom(min - 1, max + 1, min - 0.5, 0.5, -0, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308, '12'));
  }
  if (type === 'array') {
    if (schema.maxItems !== undefined)
      options.push(fc.array(validValue(schema.items ?? {}), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
    options.push(fc.array(invalidValue(schema.items ?? {}), { minLength: 1, maxLength: 3 }));
  }
  if (type === 'object') options.push(invalidObject(schema));
  if (schema.enum) options.push(fc.constantFrom(...schema.enum.map((v) => (typeof v === 'string' ? v.toUpperCase() + ' ' : v))));
  return pick(...options);
}

function invalidObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const junk = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', '$where', ''), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 });
  if (keys.length === 0) return junk;
  // Every field fuzzed independently: valid, invalid or absent, so required fields go missing too.
  const fields = Object.fromEntries(keys.map((key) => [key, fc.option(fuzzValue(properties[key]!), { nil: undefined, freq: 4 })]));
  return fc.tuple(fc.record(fields), junk).map(([record, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
    for (const [key, value] of Object.entries(extra)) Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

/** Mostly valid values (so requests reach the handlers), the rest invalid or hostile. */
export function fuzzValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: validValue(schema) }, { weight: 2, arbitrary: invalidValue(schema) });
}

/**
 * One plain value the schema accepts: its default, its first enum value, or the smallest ordinary
 * value within its bounds; objects with only their required fields, or with every field.
 */
export function exampleValue(schema: JsonSchema, fields: 'required' | 'all' = 'required'): unknown {
  if (schema.const !== undefined) return schema.const;
  if ('default' in schema) return (schema as { default: unknown }).default;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return exampleValue(variant, fields);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return 'owner@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://www.example.com/';
      if (schema.pattern) return fc.sample(validString(schema), { seed: 1, numRuns: 1 })[0];
      return 'Example text'.padEnd(schema.minLength ?? 0, '.').slice(0, Math.max(schema.maxLength ?? 12, 1));
    case 'integer':
    case 'number':
      return Math.max(numericBounds(schema).min, Math.min(1, numericBounds(schema).max));
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleValue(schema.items ?? {}, fields));
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => fields === 'all' || required.has(key))
          .map(([key, inner]) => [key, exampleValue(inner, fields)]),
      );
    }
    default:
      return null;
  }
}

/** Every property name a schema mentions, however deep: a validation message should name one of them. */
export function fieldNames(schema: JsonSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    into.add(key);
    fieldNames(inner, into);
  }
  fieldNames(schema.items, into);
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) fieldNames(variant, into);
  return into;
}
