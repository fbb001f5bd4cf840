/**
 * Malformed requests for a fuzz target, generated with fast-check from the target's valid body: fields dropped,
 * added, retyped and corrupted (NUL and control characters, lone surrogates, huge, negative and fractional
 * numbers, deep nesting), whole bodies replaced, invalid JSON, a wrong content type, no body at all; and the
 * valid body with its numbers typed as a Spanish club types them (decimal commas, plus handicaps: '72,6',
 * '+0,8') or mistypes them ('1.234,5', '--1'); and its dates replaced by ones outside 1900–2100.
 */
import fc from 'fast-check';
import { formatDecimal } from '@/shared/decimal';
import type { FuzzTarget } from './target';

export interface FuzzRequest {
  /** What was done, for the report of a failure. */
  kind: string;
  contentType: string | null;
  body: string | FormData | null;
}

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udc00y',
  '\u202e',
  '',
  ' ',
  '\n\r\t',
  "'; drop table profiles; --",
  '%00',
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2024-02-30',
  '9999-99-99',
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
  '25:61',
  'NaN',
  '1e309',
  '__proto__',
  'constructor',
);

const numbers = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    0.1,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Plus handicaps (stored negative) and the edges of the handicap range. */
const plusNumbers = fc.constantFrom(-0.8, -1, -2.6, -10, -10.1, -0.05, 54.1);

/** Numbers as a Spanish club writes them in a form or a sheet, well and badly formed. */
const spanishNumbers = fc.oneof(
  fc.constantFrom(
    '72,6',
    '72.6',
    '+0,8',
    '+0.8',
    '-0,8',
    '+1',
    '1.234,5',
    '--1',
    '+-1',
    '+',
    '-',
    ',',
    '.',
    ' 12,4 ',
    '12\u00a0,4',
    '10,25',
    '+10,1',
    '54,1',
    '0,05',
    ',5',
    '5,',
    '1,5e3',
    '12,4,1',
    '+ 0,8',
    '\u0663',
    '0x10',
    'Infinity',
  ),
  fc
    .record({
      sign: fc.constantFrom('', '+', '-'),
      whole: fc.nat({ max: 300 }),
      separator: fc.constantFrom(',', '.'),
      decimals: fc.stringMatching(/^\d{0,3}$/),
    })
    .map(({ sign, whole, separator, decimals }) => `${sign}${whole}${decimals ? separator + decimals : ''}`),
);

const strings = fc.oneof(
  nasty,
  spanishNumbers,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
);

function deep(depth: number, leaf: unknown, asArray: boolean): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
}

/** A value of any kind, mostly a wrong one. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  strings,
  numbers,
  spanishNumbers,
  plusNumbers,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(strings, numbers), { maxLength: 5 }),
  fc.dictionary(fc.oneof(nasty, fc.string({ maxLength: 8 })), fc.oneof(strings, numbers), { maxKeys: 4 }),
  fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.boolean()).map(([d, arr]) => deep(d, 1, arr)),
);

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix);
  if (prefix.length >= 12) return out;
  if (Array.isArray(value)) value.forEach((v, i) => leafPaths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leafPaths(v, [...prefix, k], out);
  }
  return out;
}

type Mutation = { op: 'drop' | 'set' | 'add'; at: number; value: unknown; key: string };

function applyMutations(valid: unknown, mutations: Mutation[]): unknown {
  const body: unknown = structuredClone(valid);
  for (const m of mutations) {
    const paths = leafPaths(body);
    if (m.op === 'add' || paths.length === 0) {
      if (body && typeof body === 'object' && !Array.isArray(body))
        (body as Record<string, unknown>)[m.key] = m.value;
      continue;
    }
    const path = paths[m.at % paths.length]!;
    let parent: unknown = body;
    for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[step];
    const last = path[path.length - 1]!;
    if (!parent || typeof parent !== 'object') continue;
    if (m.op === 'drop') {
      if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
      else delete (parent as Record<string, unknown>)[last];
    } else {
      (parent as Record<string | number, unknown>)[last] = m.value;
    }
  }
  return body;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('drop', 'set', 'set', 'add'),
  at: fc.nat(),
  value: badValue,
  key: fc.oneof(nasty, fc.string({ maxLength: 10 })),
});

type NumberAsText = { at: number; as: 'comma' | 'plus' | 'value'; value: unknown };

/**
 * The valid body with some of its numbers (any leaf when it has none) written as text: with a decimal comma
 * ('72,6'), as a plus handicap ('+0,8' for −0.8, '+' before a positive one), or replaced by a Spanish number or a
 * plus handicap. These are the requests that reach the services with the numbers a club types.
 */
function withNumbersAsText(valid: unknown, changes: NumberAsText[]): unknown {
  const body: unknown = structuredClone(valid);
  const leaves = leafPaths(body).filter((p) => {
    let v: unknown = body;
    for (const step of p) v = (v as Record<string | number, unknown>)[step];
    return typeof v !== 'object' || v === null;
  });
  const valueAt = (p: Path) => {
    let v: unknown = body;
    for (const step of p) v = (v as Record<string | number, unknown>)[step];
    return v;
  };
  const numeric = leaves.filter((p) => typeof valueAt(p) === 'number');
  const targets = numeric.length > 0 ? numeric : leaves;
  for (const c of changes) {
    if (targets.length === 0) break;
    const path = targets[c.at % targets.length]!;
    const old = valueAt(path);
    const n = typeof old === 'number' ? old : 0;
    const text =
      c.as === 'comma' ? formatDecimal(n) : c.as === 'plus' ? `+${formatDecimal(Math.abs(n))}` : c.value;
    let parent: unknown = body;
    for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[step];
    (parent as Record<string | number, unknown>)[path[path.length - 1]!] = text;
  }
  return body;
}

const numberAsText: fc.Arbitrary<NumberAsText> = fc.record({
  at: fc.nat(),
  as: fc.constantFrom('comma', 'plus', 'value'),
  value: fc.oneof(spanishNumbers, plusNumbers),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dates the club's data cannot hold or a calendar does not have. */
const badDates = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
  '2023-02-29',
);

/** The valid body with its dates ('YYYY-MM-DD' texts) replaced by bad ones. */
function withBadDates(valid: unknown, dates: string[]): unknown {
  let i = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string' && ISO_DATE.test(v)) return dates[i++ % dates.length];
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(structuredClone(valid));
}

const json = (kind: string, value: unknown): FuzzRequest => ({
  kind,
  contentType: 'application/json',
  body: JSON.stringify(value) ?? 'null',
});

const invalidJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    "{'a':1}",
    'undefined',
    'NaN',
    '\u0000',
    '{"a":"\\u0000"',
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** The requests to send to a target with these path params. */
export function requestsFor(target: FuzzTarget, params: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const valid = target.validBody?.(params) ?? {};
  const kind = target.body ?? 'json';
  const mutated = fc
    .array(mutation, { minLength: 1, maxLength: 4 })
    .map((ms) => json('mutated', applyMutations(valid, ms)));
  const spanish = fc
    .array(numberAsText, { minLength: 1, maxLength: 3 })
    .map((cs) => json('spanish-numbers', withNumbersAsText(valid, cs)));
  const common: fc.Arbitrary<FuzzRequest>[] = [
    badValue.map((v) => json('replaced', v)),
    invalidJson.map((s) => ({ kind: 'invalid-json', contentType: 'application/json', body: s })),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
      )
      .map((ct) => ({ kind: 'wrong-type', contentType: ct, body: JSON.stringify(valid) })),
    fc.constant<FuzzRequest>({ kind: 'no-body', contentType: null, body: null }),
    fc.constant<FuzzRequest>({ kind: 'empty-json', contentType: 'application/json', body: '' }),
  ];
  if (kind === 'multipart') {
    const form = fc
      .record({
        field: fc.oneof(fc.constant('file'), fc.constant('imagen'), strings),
        bytes: fc.uint8Array({ maxLength: 2048 }),
        asText: fc.boolean(),
        name: fc.oneof(fc.constant('a.png'), strings),
        type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', '', 'image/svg+xml'),
      })
      .map(({ field, bytes, asText, name, type }): FuzzRequest => {
        const fd = new FormData();
        if (asText) fd.set(field, name);
        else fd.set(field, new File([bytes], name, { type }));
        return { kind: 'multipart', contentType: null, body: fd };
      });
    if (!target.files) return fc.oneof(form, form, ...common);
    const { field, make } = target.files;
    const known = fc
      .record({
        bytes: fc.constantFrom(...make()),
        damage: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }),
        opciones: fc.option(
          fc.oneof(
            strings,
            badValue.map((v) => JSON.stringify(v)),
          ),
          { nil: undefined },
        ),
      })
      .map(({ bytes, damage, opciones }): FuzzRequest => {
        const copy = new Uint8Array(bytes);
        for (const [at, value] of damage) copy[at % copy.length] = value;
        const fd = new FormData();
        fd.set(field, new File([copy], 'hoja.xlsx'));
        if (opciones !== undefined) fd.set('opciones', opciones);
        return { kind: 'multipart', contentType: null, body: fd };
      });
    return fc.oneof(form, known, ...common);
  }
  if (kind === 'text') {
    const text = fc
      .oneof(
        mutated.map((r) => r.body as string),
        invalidJson,
        strings,
      )
      .map((s): FuzzRequest => ({ kind: 'text', contentType: 'text/plain', body: s }));
    return fc.oneof(text, text, ...common);
  }
  if (kind === 'none') return fc.oneof(...common, mutated);
  if (JSON.stringify(valid ?? null).match(/"\d{4}-\d{2}-\d{2}"/)) {
    const dates = fc
      .array(badDates, { minLength: 1, maxLength: 3 })
      .map((ds) => json('bad-dates', withBadDates(valid, ds)));
    return fc.oneof(mutated, mutated, mutated, spanish, spanish, dates, ...common);
  }
  return fc.oneof(mutated, mutated, mutated, spanish, spanish, ...common);
}
