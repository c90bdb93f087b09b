/**
 * fast-check arbitraries from the request schemas of openapi.yaml: schema-valid bodies (to prove no valid
 * input reaches a 5xx) and malformed ones (to prove every invalid input gets a 4xx naming the problem).
 */
import fc from 'fast-check';
import type { OperationId } from '../../contract/operations.gen';
import { contract } from '../../server/contract';

type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  maxProperties?: number;
  pattern?: string;
  format?: string;
};

function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref) {
    const path = s.$ref.replace(/^#\//, '').split('/');
    let node: unknown = contract().spec;
    for (const part of path) node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    s = node as Schema;
  }
  return s;
}

/** The JSON request schema of an operation, with requestBody refs resolved. */
export function requestSchema(id: OperationId): Schema | null {
  const op = contract().byId.get(id);
  if (!op) throw new Error(id);
  const raw = contract().spec.paths[op.path]?.post.requestBody as {
    $ref?: string;
    content?: Record<string, { schema: Schema }>;
  };
  const body = raw.$ref ? (resolve({ $ref: raw.$ref }) as typeof raw) : raw;
  return body.content?.['application/json']?.schema ?? null;
}

/** Properties and required names of an object schema, merged over its allOf members. */
export function shape(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const s = resolve(schema);
  const properties: Record<string, Schema> = { ...(s.properties ?? {}) };
  const required = [...(s.required ?? [])];
  for (const part of s.allOf ?? []) {
    const inner = shape(part);
    Object.assign(properties, inner.properties);
    required.push(...inner.required);
  }
  return { properties, required };
}

const MAX_GENERATED_STRING = 48;
const BASE64 = '^[A-Za-z0-9+/]+={0,2}$';

export function valid(schemaIn: Schema): fc.Arbitrary<unknown> {
  const s = resolve(schemaIn);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.oneOf) return fc.oneof(...s.oneOf.map(valid));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => valid({ ...s, type: t })));
  const type = types[0] ?? (s.properties || s.allOf ? 'object' : undefined);
  switch (type) {
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e9 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (s.format === 'date')
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 120));
      if (s.format === 'uri') return fc.webUrl().filter((u) => u.length <= (s.maxLength ?? 2048));
      if (s.pattern === BASE64) {
        // Filtering stringMatching by minLength would almost never pass (fast-check would spin): build it.
        const min = Math.max(4, Math.ceil((s.minLength ?? 0) / 4) * 4);
        return fc.base64String({ minLength: min, maxLength: Math.max(min, Math.min(s.maxLength ?? 1024, 256)) });
      }
      if (s.pattern) {
        const min = s.minLength ?? 0;
        const max = s.maxLength ?? 1e9;
        // `^[class]+$` with a long minLength (a PKCE verifier: 43): filtering would almost never pass and fast-check
        // would spin in the generator, holding the worker; say the lengths in the pattern itself.
        const single = /^\^(\[[^\]]+\])\+\$$/.exec(s.pattern);
        if (single && min > 1)
          return fc.stringMatching(new RegExp(`^${single[1]}{${min},${Math.min(max, Math.max(min, 256))}}$`));
        return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= max);
      }
      return fc
        .string({
          unit: 'grapheme',
          minLength: s.minLength ?? 0,
          maxLength: Math.min(s.maxLength ?? MAX_GENERATED_STRING, MAX_GENERATED_STRING),
        })
        .filter((v) => v.length >= (s.minLength ?? 0));
    }
    case 'array': {
      const item = valid(s.items ?? {});
      const c = { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 8, 8) };
      return s.uniqueItems ? fc.uniqueArray(item, { ...c, selector: (v) => JSON.stringify(v) }) : fc.array(item, c);
    }
    case 'object': {
      const { properties, required } = shape(s);
      if (Object.keys(properties).length === 0 && typeof s.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 16 }), valid(s.additionalProperties), {
          maxKeys: Math.min(s.maxProperties ?? 6, 6),
        });
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(properties)) record[k] = valid(v);
      return fc.record(record, { requiredKeys: required.filter((k) => k in record) });
    }
    default:
      return fc.jsonValue();
  }
}

const WRONG_BY_TYPE: Record<string, unknown[]> = {
  integer: ['12', 1.5, -0.5, true, null, {}, [], 'x'.repeat(5000), 9.007199254740993e20],
  number: ['1', true, null, {}, []],
  string: [12, -1, 3.14, true, false, null, {}, [], ['a']],
  boolean: [0, 1, 'true', null, {}],
  object: ['{}', 1, true, null, [], 'x'],
  array: ['[]', 1, true, null, {}, 'x'],
};

/** A body that the operation's schema rejects, with a label saying how it was broken. */
export function malformed(
  id: OperationId,
  base: Record<string, unknown>,
): fc.Arbitrary<{ label: string; body: unknown }> {
  const schema = requestSchema(id);
  const { properties, required } = schema ? shape(schema) : { properties: {}, required: [] };
  const names = Object.keys(properties);
  const options: fc.Arbitrary<{ label: string; body: unknown }>[] = [
    fc
      .oneof(
        fc.integer(),
        fc.double(),
        fc.string(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.jsonValue(), { maxLength: 4 }),
      )
      .map((body) => ({ label: 'not an object', body })),
    fc
      .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }), fc.jsonValue({ maxDepth: 2 }))
      .filter(([k]) => !names.includes(k))
      .map(([k, v]) => ({ label: `unknown property ${JSON.stringify(k)}`, body: { ...base, [k]: v } })),
  ];
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((k) => {
        const body = { ...base };
        delete body[k];
        return { label: `missing ${k}`, body };
      }),
    );
  }
  if (names.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...names), fc.nat()).map(([k, n]) => {
        const t = resolve(properties[k] ?? {});
        const type = Array.isArray(t.type)
          ? 'object'
          : (t.type ?? (t.enum || t.const !== undefined ? 'enum' : 'object'));
        const pool = type === 'enum' ? ['not-in-enum', 999999, null, {}] : (WRONG_BY_TYPE[type] ?? [null, {}]);
        const value = pool[n % pool.length];
        return { label: `${k} = ${JSON.stringify(value)?.slice(0, 20)}`, body: { ...base, [k]: value } };
      }),
    );
    const strings = names.filter((k) => resolve(properties[k] ?? {}).maxLength !== undefined);
    if (strings.length > 0) {
      options.push(
        fc.tuple(fc.constantFrom(...strings), fc.constantFrom('x', 'ñ', '漢', '😀', '\u0000')).map(([k, ch]) => {
          const max = resolve(properties[k] ?? {}).maxLength ?? 0;
          return { label: `${k} over maxLength`, body: { ...base, [k]: ch.repeat(max + 1) } };
        }),
      );
    }
  }
  const op = contract().byId.get(id);
  return fc.oneof(...options).filter(({ body }) => op?.validateBody(body) !== null);
}
