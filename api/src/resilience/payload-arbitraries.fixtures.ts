/**
 * Generated RPC payloads for the fuzz run, derived from the contract's own payload schemas through
 * zod's JSON Schema of them: a new call or field is covered without a word here. Two kinds:
 * plausible payloads, shaped as the schema says so that many reach the handlers, and the same with
 * one field, at any depth, set to a value at the edge of what numbers and text can be
 * (`edgeNumbers`, `edgeStrings`). Test support.
 */
import { rpcContract } from '@lumen/domain';
import type { RpcName } from '@lumen/domain';
import fc from 'fast-check';
import { z } from 'zod';

/** The parts of a JSON Schema (draft 2020-12, as zod writes it) the generators read. */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** A call's payload as a client sends it (defaults not yet filled in). */
function payloadSchemaOf(name: RpcName): JsonSchema {
  return z.toJSONSchema(rpcContract[name].payload, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Numbers where storage and arithmetic break: int4 and int8 edges, the end of exact doubles, ids
 * of eleven digits, huge and tiny magnitudes, negative zero. JSON has no NaN or Infinity, but
 * `1e400` parses to Infinity, so they are sent as such (`bodyText`); NaN is sent as the bare word,
 * which no JSON parser takes.
 */
const edgeNumbers: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  9_999_999_999,
  10_000_000_000,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e300,
  -1e300,
  1e-300,
  Infinity,
  -Infinity,
  NaN,
];

const c0Controls = Array.from({ length: 31 }, (_, index) => String.fromCharCode(index + 1)).join('');

/**
 * Text that databases, URLs and parsers choke on: NUL, the other control characters, lone
 * surrogates (high, low, and a pair the wrong way round), strings far past any field's limit (100k
 * characters fill about the whole request body), injection and traversal classics.
 */
const edgeStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\t\n\r',
  '\u001b[31m',
  '\u007f',
  `${c0Controls}\u007f`,
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  'brille\ud83d',
  '\ude00\ud83d',
  'x'.repeat(100_000),
  'ä'.repeat(20_000),
  '9'.repeat(400),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '__proto__',
  '1e309',
];

/** Field names no object of a payload should be given. */
const edgeKeys: readonly string[] = [
  '\u0000',
  'a\ud800',
  '\udc00',
  '__proto__',
  'constructor',
  'x'.repeat(200),
];

/** Anything JSON: for the parts of a payload the schema leaves open. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...edgeStrings.filter((value) => value.length < 1000)),
  fc.constantFrom(...edgeNumbers),
);

interface Context {
  /** Only the required fields: where the sweep's base payload starts from. */
  minimal?: boolean;
  /** The field's own name, for the few formats a schema cannot say (emails, names). */
  key?: string | undefined;
  /** Ids the seeded shop has (categories, products, variants): integers hit them often. */
  ids: readonly number[];
}

// Formats only a refinement checks, so the JSON Schema does not show them: guessed by field name.
const byFieldName: [RegExp, fc.Arbitrary<string>][] = [
  [/email/i, fc.constantFrom('anna@example.de', 'jan.novak@example.cz', 'zoe+shop@example.ch')],
  [/^(first|last)?name$/i, fc.constantFrom('Anna', 'Zoë', 'Dvořák-Müller', 'O’Brien')],
  [/^term$/, fc.constantFrom('brille', 'sonnenbrille', 'ray', 'gucci', 'linsen')],
  [/zip/i, fc.constantFrom('10115', '8001', '00-950', '110 00')],
];

function stringMatching(pattern: string): fc.Arbitrary<string> | undefined {
  for (const flags of ['u', '']) {
    try {
      const arbitrary = fc.stringMatching(new RegExp(pattern, flags));
      fc.sample(arbitrary, 1);
      return arbitrary;
    } catch {
      // Lookarounds and property escapes are beyond fast-check's pattern support.
    }
  }
  return undefined;
}

function stringOf(schema: JsonSchema, key: string | undefined): fc.Arbitrary<string> {
  const hinted = key === undefined ? undefined : byFieldName.find(([name]) => name.test(key))?.[1];
  const maxLength = schema.maxLength ?? 40;
  const formats: Record<string, () => fc.Arbitrary<string>> = {
    email: () => fc.emailAddress(),
    uuid: () => fc.uuid(),
    date: () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    'date-time': () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    uri: () => fc.webUrl(),
  };
  const base =
    hinted ??
    formats[schema.format ?? '']?.() ??
    (schema.pattern === undefined ? undefined : stringMatching(schema.pattern)) ??
    fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 20) });
  return base.map((value) => (value.length > maxLength ? value.slice(0, maxLength) : value));
}

const int32 = (value: number) => Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, value));

function integerOf(schema: JsonSchema, ids: readonly number[]): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1);
  const inRange = ids.filter((id) => id >= min && id <= max);
  const small = fc.integer({ min: int32(min), max: int32(Math.min(max, Math.max(min, 0) + 30)) });
  const any = fc.integer({ min: int32(min), max: int32(max) });
  return inRange.length > 0 ? fc.oneof(small, any, fc.constantFrom(...inRange)) : fc.oneof(small, any);
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -100;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 100;
  // Quarter steps: prescription values come in 0.25 steps.
  const quarters = fc.integer({ min: int32(min * 4), max: int32(max * 4) }).map((value) => value / 4);
  return fc.oneof(quarters, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

function objectOf(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const record = fc.record(
    Object.fromEntries(properties.map(([key, value]) => [key, plausible(value, { ...context, key })])),
    { requiredKeys: schema.required ?? [] },
  );
  if (context.minimal) {
    const required = new Set(schema.required ?? []);
    return record.map((value) =>
      Object.fromEntries(Object.entries(value as object).filter(([key]) => required.has(key))),
    );
  }
  const open = schema.additionalProperties;
  if (typeof open !== 'object') return record;
  const names = schema.propertyNames;
  const keys = names?.enum
    ? fc.constantFrom(...names.enum.map(String))
    : fc.string({ minLength: 1, maxLength: Math.min(names?.maxLength ?? 12, 12) });
  const extras = fc.dictionary(keys, plausible(open, { ...context, key: undefined }), {
    maxKeys: 3,
  });
  return fc.tuple(record, extras).map(([known, extra]) => ({ ...extra, ...known }));
}

/** Values shaped as `schema` says, as far as JSON Schema says it (refinements are not in it). */
function plausible(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => plausible(option, context)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], context);
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length > 1) return fc.oneof(...types.map((type) => plausible({ ...schema, type }, context)));
  switch (types[0]) {
    case 'object':
      return objectOf(schema, context);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, context) : anyJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), schema.minItems ?? 0),
      });
    case 'string':
      return stringOf(schema, context.key);
    case 'integer':
      return integerOf(schema, context.ids);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    // No type: the schema leaves the value open (`z.unknown()`, a loose object's further fields).
    case undefined:
    default:
      return anyJson;
  }
}

type Path = readonly (string | number)[];

/** A place in a payload a sweep puts an edge value: a field's value, or a new field name. */
interface Slot {
  path: Path;
  kind: 'string' | 'number' | 'key';
}

/** A field of a payload, at any depth, with its schema: what the sweep's base is filled in by. */
interface Place {
  path: Path;
  schema: JsonSchema;
}

/**
 * Every place of a payload where a value sits, to the depth the schema goes: the edge values'
 * slots, and the places (parents before children) the sweep's base fills in.
 */
function slotsOf(
  schema: JsonSchema,
  path: Path = [],
  slots = new Map<string, Slot>(),
  places: Place[] = [],
): { slots: Map<string, Slot>; places: Place[] } {
  const add = (kind: Slot['kind']) => slots.set(`${kind} ${JSON.stringify(path)}`, { path, kind });
  if (path.length > 8) return { slots, places };
  if (path.length > 0) places.push({ path, schema });
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    slotsOf(option, path, slots, places);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const open = types.length === 0 && !schema.anyOf && !schema.oneOf && !schema.allOf && !schema.enum;
  if (open && schema.const === undefined) {
    add('string');
    add('number');
  }
  for (const type of types) {
    if (type === 'string' && !schema.enum && schema.const === undefined) add('string');
    if (type === 'integer' || type === 'number') add('number');
    if (type === 'array' && schema.items) slotsOf(schema.items, [...path, 0], slots, places);
    if (type === 'object') {
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        slotsOf(value, [...path, key], slots, places);
      }
      if (typeof schema.additionalProperties === 'object') {
        add('key');
        slotsOf(schema.additionalProperties, [...path, 'extra'], slots, places);
      }
    }
  }
  return { slots, places };
}

function valueAt(payload: unknown, path: Path): unknown {
  let value = payload;
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** `payload` with `value` at `path`, the containers on the way made where missing. */
function withValueAt(payload: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(payload)
    ? [...(payload as unknown[])]
    : typeof payload === 'object' && payload !== null
      ? { ...(payload as Record<string, unknown>) }
      : typeof head === 'number'
        ? []
        : {};
  // Defined, not assigned: a field named `__proto__` must become a field, not the prototype.
  Object.defineProperty(container, head, {
    value: withValueAt((container as Record<string | number, unknown>)[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return container;
}

// The random payloads leave out the huge strings, which cost a 100 kB request each: the sweep has them.
const shortEdgeStrings = edgeStrings.filter((value) => value.length < 1000);

function edgeValuesOf(slot: Slot, { short = false } = {}): readonly unknown[] {
  switch (slot.kind) {
    case 'string':
      return short ? shortEdgeStrings : edgeStrings;
    case 'number':
      return edgeNumbers;
    case 'key':
      return edgeKeys;
  }
}

function withEdgeValue(base: unknown, slot: Slot, value: unknown): unknown {
  return slot.kind === 'key'
    ? withValueAt(base, [...slot.path, value as string], 'x')
    : withValueAt(base, slot.path, value);
}

/** What the generators know of one call. */
export interface CallPayloads {
  name: RpcName;
  /** Plausible payloads, then the same with one field at an edge; random structure is the caller's. */
  arbitrary: fc.Arbitrary<unknown>;
  /** Every edge value in every place of the payload, each once, on a plausible full payload. */
  sweep(seed: number): unknown[];
}

/**
 * As many fields filled in as the contract takes: a valid payload of the required fields, then
 * each further field (parents first) set to the first of a few plausible values that keeps it
 * valid. Edge values put into it then reach the handlers wherever the contract lets them through.
 */
function fullestPayload(
  name: RpcName,
  schema: JsonSchema,
  places: readonly Place[],
  ids: readonly number[],
  seed: number,
) {
  const valid = (payload: unknown) => rpcContract[name].payload.safeParse(payload).success;
  const starts = fc.sample(plausible(schema, { minimal: true, ids }), { numRuns: 20, seed });
  let payload = starts.find(valid) ?? starts[0];
  for (const place of places) {
    if (valueAt(payload, place.path) !== undefined) continue;
    const key = place.path.at(-1);
    const candidates = fc.sample(
      plausible(place.schema, { ids, key: typeof key === 'string' ? key : undefined }),
      {
        numRuns: 5,
        seed,
      },
    );
    for (const candidate of candidates) {
      const next = withValueAt(payload, place.path, candidate);
      if (valid(next)) {
        payload = next;
        break;
      }
    }
  }
  return payload;
}

export function callPayloads(name: RpcName, ids: readonly number[]): CallPayloads {
  const schema = payloadSchemaOf(name);
  const found = slotsOf(schema);
  const slots = [...found.slots.values()];
  const plain = plausible(schema, { ids });
  const edged =
    slots.length === 0
      ? plain
      : fc.tuple(plain, fc.constantFrom(...slots), fc.nat()).map(([base, slot, index]) => {
          const values = edgeValuesOf(slot, { short: true });
          return withEdgeValue(base, slot, values[index % values.length]);
        });
  return {
    name,
    arbitrary: fc.oneof({ weight: 1, arbitrary: plain }, { weight: 2, arbitrary: edged }),
    sweep(seed) {
      const base = fullestPayload(name, schema, found.places, ids, seed);
      return slots.flatMap((slot) => edgeValuesOf(slot).map((value) => withEdgeValue(base, slot, value)));
    },
  };
}

/** Whether `payload` holds a number JSON cannot write (NaN, ±Infinity, -0): sent by `bodyText`. */
export function needsRawNumbers(payload: unknown): boolean {
  let found = false;
  JSON.stringify(payload, (_key, value: unknown) => {
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) found = true;
    return value;
  });
  return found;
}

/**
 * The request body `{ payload }` as JSON text, with the numbers JSON cannot write spelled as a
 * client could still send them: `1e400` and `-1e400` (which parse to ±Infinity), `-0`, and `NaN`
 * (no JSON at all).
 */
export function bodyText(payload: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify({ payload }, (_key, value: unknown) => {
    if (typeof value !== 'number' || (Number.isFinite(value) && !Object.is(value, -0))) return value;
    raw.push(Number.isNaN(value) ? 'NaN' : Object.is(value, -0) ? '-0' : value > 0 ? '1e400' : '-1e400');
    return `\u0000raw-number-${raw.length - 1}\u0000`;
  });
  return text.replaceAll(/"\\u0000raw-number-(\d+)\\u0000"/g, (_match, index: string) => raw[Number(index)]!);
}
