import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { bindCaseInsensitive } from './case-insensitive.ts';
import { assertSafeInput } from './input-guard.ts';

/**
 * The malformed requests of malformed-input.int.test.ts: the bad values, the broken multipart bodies,
 * the valid values the other fields take, and which requests are worth sending for one route (read
 * off the same input guard and schemas the server runs).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiRoute {
  label: string;
  method: Method;
  url: string;
  permission: string;
  pathParams: string[];
  query: string[];
  body: string[];
  /** The schemas of the query and of the body (or the multipart fields), where the route has them. */
  querySchema: unknown;
  bodySchema: unknown;
  /** Valid values for the required query and body fields (fresh each call). */
  validQuery: () => Record<string, unknown>;
  validBody: () => Record<string, unknown>;
  /** The file fields of a multipart route, or null for a JSON one. */
  files: string[] | null;
}

type Field = { safeParse(v: unknown): { success: boolean }; def?: Record<string, unknown> };

/** The fields of a zod object schema, looking through refinements, pipes and preprocessing. */
export function shapeOf(schema: unknown, depth = 0): Record<string, Field> {
  const s = schema as { shape?: Record<string, Field>; def?: Record<string, unknown> } | undefined;
  if (!s || depth > 5) {
    return {};
  }
  if (s.shape && typeof s.shape === 'object') {
    return s.shape;
  }
  const def = s.def ?? {};
  return shapeOf(def.in ?? def.innerType ?? def.schema ?? def.out, depth + 1);
}

/** The values a field's enums and literals allow, wherever they sit in it (arrays of them too). */
function choicesOf(field: unknown, depth = 0): unknown[] {
  const def = (field as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def || depth > 6) {
    return [];
  }
  const own = [
    ...(Array.isArray(def.values) ? def.values : []),
    ...(def.entries ? Object.values(def.entries as object) : []),
  ];
  const element = def.element ? choicesOf(def.element, depth + 1).map((v) => [v]) : [];
  const inner = [def.innerType, def.in, def.out, ...((def.options as unknown[]) ?? [])].flatMap((f) =>
    choicesOf(f, depth + 1),
  );
  return [...own, ...element, ...inner];
}

/** Plausible values, fresh for each request (e-mails and names never repeat). */
function plausible(): unknown[] {
  const tag = randomUUID().slice(0, 8);
  return [
    randomUUID(),
    `someone-${tag}@test.example`,
    '2026-07-01',
    `Name${tag}`,
    '0412 345 678',
    '431234567',
    'true',
    true,
  ];
}

/**
 * A valid value for each required field, where one of the plausible values or the field's own
 * choices passes it: the bad value of one parameter then meets valid others and goes deeper than
 * the first required-field refusal.
 */
export function baselineOf(schema: unknown, textOnly: boolean): () => Record<string, unknown> {
  const picks: [string, number | unknown][] = [];
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    if (field.safeParse(undefined).success) {
      continue;
    }
    const index = plausible().findIndex(
      (v) => (!textOnly || typeof v === 'string') && field.safeParse(v).success,
    );
    const choice = choicesOf(field).find(
      (v) => (!textOnly || typeof v === 'string') && field.safeParse(v).success,
    );
    if (index >= 0) {
      picks.push([key, index]);
    } else if (choice !== undefined) {
      picks.push([key, { choice }]);
    }
  }
  return () => {
    const values = plausible();
    return Object.fromEntries(
      picks.map(([key, pick]) => [
        key,
        typeof pick === 'number' ? values[pick] : (pick as { choice: unknown }).choice,
      ]),
    );
  };
}

/** Parameters no route declares: each route must ignore or refuse them. */
const INVENTED = ['unexpected', 'Id\u0000'];
const HUGE = 'x'.repeat(200_000);

/** Bad texts, as a query value, a form field or a JSON string. */
const BAD_TEXTS = [
  'a\u0000b',
  '\uD800',
  'ok \uDC00 then',
  HUGE,
  '',
  '0000-01-01',
  '99999-12-31',
  '2026-02-30',
  '+275760-09-13T00:00:00.000Z',
  '1e400',
  '-1',
  '%_\\\'"; drop table users; --',
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-000000000000',
];
/** Values only JSON can carry: wrong types and shapes. */
const BAD_JSON: unknown[] = [
  12345,
  -1.5e300,
  true,
  null,
  [],
  ['a\u0000'],
  { nested: { deeper: 'x' } },
  deepNesting(64),
];
/** Path parameters as sent in the URL (already encoded, some wrongly on purpose). */
const BAD_PATHS = [
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(5000),
  '0000-01-01',
  'not-a-uuid',
  '%20',
  '..%2F..%2Fetc',
];

function deepNesting(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) {
    v = [v];
  }
  return v;
}

/** The URL with every `:param` a fresh nil UUID, or the named one replaced by a raw value. */
function pathOf(route: ApiRoute, bad?: { name: string; raw: string }): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    bad?.name === name ? bad.raw : '00000000-0000-4000-8000-000000000000',
  );
}

const BOUNDARY = '----malformed-input';
const formPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8');
const filePart = (name: string, filename: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Broken multipart bodies, each with the content type it is sent under. */
const BROKEN_FORMS: [string, Buffer, string][] = [
  [
    'no closing boundary',
    Buffer.concat([formPart('a', 'b'), filePart('file', 'a.pdf', Buffer.from('%PDF'))]),
    MULTIPART,
  ],
  ['no boundary in the content type', Buffer.concat([formPart('a', 'b'), closing]), 'multipart/form-data'],
  ['not multipart at all', Buffer.from('just text'), MULTIPART],
  ['a part without headers', Buffer.from(`--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`), MULTIPART],
  ['binary noise', Buffer.from(Array.from({ length: 700 }, (_, i) => (i * 53) % 256)), MULTIPART],
  [
    'a header line with no end',
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="`),
      Buffer.alloc(100_000, 0x61),
    ]),
    MULTIPART,
  ],
];

/** A multipart body of text fields and, optionally, one file part. */
function formOf(fields: Record<string, unknown>, file?: [string, string, Buffer]): Buffer {
  return Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => formPart(k, String(v))),
    ...(file ? [filePart(...file)] : []),
    closing,
  ]);
}

/**
 * What the handler would be given in the field `key` for this input, as text, or null where the
 * server refuses the input before the handler: its input guard, then the route's schema. (The other
 * fields hold valid values, fresh for each request.)
 */
function handlerInput(schema: unknown, input: Record<string, unknown>, key: string): string | null {
  try {
    assertSafeInput(input);
  } catch {
    return null;
  }
  const zod = schema as z.ZodType | undefined;
  if (!zod) {
    return `${key}=${JSON.stringify(input[key])}`;
  }
  const parsed = zod.safeParse(bindCaseInsensitive(zod, input));
  return parsed.success
    ? `${key}=${JSON.stringify((parsed.data as Record<string, unknown> | undefined)?.[key])}`
    : null;
}

/** One bad value in one field: the request, and whether it is refused before the handler. */
interface Trial {
  label: string;
  key: string;
  value: number;
  /** What the handler is given (null: refused before it). */
  reaches: string | null;
  options: InjectOptions;
}

/**
 * The trials worth sending: the first for each field, the first for each value, and every other one
 * that gives the handler an input no earlier trial gave it (a field the schema strips, say, gives
 * the handler the same input whatever its value).
 */
function worthSending(trials: Trial[]): [string, InjectOptions][] {
  const keys = new Set<string>();
  const values = new Set<number>();
  const inputs = new Set<string>();
  return trials
    .filter((t) => {
      const fresh =
        !keys.has(t.key) || !values.has(t.value) || (t.reaches !== null && !inputs.has(t.reaches));
      keys.add(t.key);
      values.add(t.value);
      if (t.reaches !== null) {
        inputs.add(t.reaches);
      }
      return fresh;
    })
    .map((t) => [t.label, t.options]);
}

const asFormFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

/** Every malformed request for one route, each labelled with what it tries. */
export function requestsFor(route: ApiRoute): [string, InjectOptions][] {
  const out: [string, InjectOptions][] = [];
  const isJson = route.method !== 'GET' && !route.files;
  const valid = (bad?: { name: string; raw: string }): InjectOptions => ({
    method: route.method,
    url: pathOf(route, bad),
    query: route.validQuery() as Record<string, string>,
    ...(route.files
      ? { headers: { 'content-type': MULTIPART }, payload: formOf(route.validBody()) }
      : isJson
        ? { payload: route.validBody() }
        : {}),
  });
  for (const name of route.pathParams) {
    for (const raw of BAD_PATHS) {
      out.push([`path ${name}=${raw.slice(0, 20)}`, valid({ name, raw })]);
    }
  }
  const queryTrials: Trial[] = [];
  for (const key of [...route.query, ...INVENTED]) {
    [...BAD_TEXTS, ['a', 'b']].forEach((value, index) => {
      const base = valid();
      const query = { ...(base.query as object), [key]: value };
      queryTrials.push({
        label: `query ${key}=${shown(value)}`,
        key,
        value: index,
        reaches: handlerInput(route.querySchema, query, key),
        options: { ...base, query: query as Record<string, string> },
      });
    });
  }
  out.push(...worthSending(queryTrials));
  const bodyKeys = [...route.body, ...INVENTED];
  if (route.files) {
    const formTrials: Trial[] = [];
    for (const key of bodyKeys) {
      BAD_TEXTS.forEach((value, index) => {
        const fields = { ...route.validBody(), [key]: value };
        formTrials.push({
          label: `form ${key}=${shown(value)}`,
          key,
          value: index,
          reaches: handlerInput(route.bodySchema, asFormFields(fields), key),
          options: { ...valid(), payload: formOf(fields) },
        });
      });
    }
    out.push(...worthSending(formTrials));
    for (const file of route.files) {
      for (const [what, filename, bytes] of [
        ['a NUL in the file name', 'a\u0000.pdf', Buffer.from('%PDF-1.4')],
        ['a huge file name', `${'n'.repeat(10_000)}.pdf`, Buffer.from('%PDF-1.4')],
        ['an empty file', 'empty.pdf', Buffer.alloc(0)],
        ['noise bytes', 'noise.xlsx', Buffer.from('PK\u0003\u0004xl/garbage', 'latin1')],
      ] as const) {
        out.push([
          `file ${file}: ${what}`,
          { ...valid(), payload: formOf(route.validBody(), [file, filename, bytes]) },
        ]);
      }
    }
    for (const [what, payload, contentType] of BROKEN_FORMS) {
      out.push([`broken form: ${what}`, { ...valid(), headers: { 'content-type': contentType }, payload }]);
    }
  }
  if (route.method !== 'GET') {
    const bodyTrials: Trial[] = [];
    for (const key of bodyKeys) {
      [...BAD_TEXTS, ...BAD_JSON].forEach((value, index) => {
        const body = { ...(isJson ? route.validBody() : {}), [key]: value };
        bodyTrials.push({
          label: `body ${key}=${shown(value)}`,
          key,
          value: index,
          reaches: handlerInput(route.bodySchema, body, key),
          options: { ...valid(), headers: {}, payload: body },
        });
      });
    }
    out.push(...worthSending(bodyTrials));
    for (const [what, payload] of [
      ['a JSON array', '[1,2,3]'],
      ['a JSON string', '"text"'],
      ['JSON null', 'null'],
      ['cut-off JSON', '{"a":'],
      ['a lone surrogate escape as a key', '{"\\ud800":"x"}'],
    ]) {
      out.push([`body: ${what}`, { ...valid(), headers: { 'content-type': 'application/json' }, payload }]);
    }
  }
  return out;
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text);
}
