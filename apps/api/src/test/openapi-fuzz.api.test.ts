import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffPasswords } from '../staff/index.ts';
import { build, type Shopper, shopper, type TestStore } from './build.ts';
import { chooseAddressAndPayment } from './shop-test-support.ts';

/**
 * Walks the API's own OpenAPI document and sends every operation inputs made from its schemas, mixed
 * with hostile values (NUL, very long text, RTL marks, emoji, SQL-ish text, Arabic-Indic digits, huge
 * numbers, arrays and objects where scalars go), as a guest and as a logged-in customer. Whatever
 * comes in, the API answers 2xx/3xx/4xx, never 5xx, and every JSON answer is the envelope with `code`
 * equal to the HTTP status. A fixed seed keeps runs reproducible.
 */

const seed = 20_261_123;
const runsPerOperation = 8;

let store: TestStore;
let customer: Shopper;
const guestHeaders = { 'content-language': 'en', deviceid: 'fuzz-guest-device-0001' };

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { schema: Schema; form: boolean };
};
type Document = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

let document: Document;
let operations: Operation[];

/** Answers that are not the JSON envelope, on purpose: each names its route and why. */
const notJson: { method: string; path: RegExp; why: string }[] = [
  { method: 'GET', path: /^\/api\/payment\/callback/, why: 'sends the browser back to the storefront (303)' },
  { method: 'GET', path: /^\/api\/media\//, why: 'generated SVG pictures' },
  { method: 'GET', path: /^\/api\/orders\/[^/]+\/events$/, why: 'a Server-Sent Events stream' },
  {
    method: 'GET',
    path: /^\/api\/profile\/data-export$/,
    why: "the customer's data download, a ZIP (docs/decisions/0067)",
  },
];
/**
 * A customer's stream of their own order never ends, so it is fuzzed as a guest only here; streams
 * are tested over HTTP (notifications/order-events.api.test.ts) and in the authorization matrix.
 */
const isStream = (operation: Operation) => operation.method === 'GET' && /\/events$/.test(operation.path);

/** The pattern the contract's free-text builder puts on every text (fields.ts). */
const freeTextPatterns = ['^\\P{Cc}*$', '^(?:[\\t\\n\\r]|\\P{Cc})*$'];
const controlMessage = 'contains characters that are not allowed';
/**
 * Strings that are not free text on purpose, so they need not carry that pattern: each is compared
 * with something stored or sent, never saved as typed. (Every other string must use the builder.)
 */
const notFreeText = new Set([
  'password', // a password being checked: compared with the stored hash
  'oldPassword',
  'password_confirmation', // must equal the password, which the builder checks
  'newPassword_confirmation',
  'captcha', // compared with the answer the captcha token holds
  'captchaToken', // a signed token, checked
  'website', // the honeypot: any value is dropped
  // A phone number: reduced to digits and judged as an Egyptian mobile number (`normalizePhone`).
  'phone',
  'mobile',
  'walletNumber', // a mobile wallet's number, the same phone rule (docs/decisions/0080)
]);

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(document.components?.schemas?.[name] ?? {});
}

/** Text no form would send: NUL and other controls, very long, RTL marks, emoji, SQL-ish, Arabic-Indic digits. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'x'.repeat(5_000),
    '\u200f\u202eشارع\u202c',
    '😀🇪🇬👩‍👩‍👧',
    "'; drop table users; --",
    "' or '1'='1",
    '١٢٣٤٥٦٧٨٩٠',
    '٠١٠١٢٣٤٥٦٧٨',
    '9'.repeat(400),
    '1e308',
    '-1',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\t\r\n',
    '\u007f\u0085\u0007',
    ' ',
    '',
  ),
  // A plausible text with a NUL or another control character inside: it passes length checks.
  fc
    .tuple(
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.constantFrom('\u0000', '\u0000\u0000', '\u0001', '\u001b[31m', '\u007f'),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    )
    .map(([before, control, after]) => `${before}${control}${after}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
/** Whatever type the schema does not expect: huge or negative numbers, arrays and objects where scalars go. */
const hostileValue = fc.oneof(
  hostileText,
  fc.constantFrom<unknown>(
    1e308,
    -1,
    0,
    -0.5,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    true,
    null,
    [],
    [1, 2],
    {},
    { a: { b: 1 } },
  ),
  fc.array(hostileText, { maxLength: 3 }),
);

/** Values the schema allows, most of the time; a hostile one now and then, at any depth. */
function arbitraryFor(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const valid = validFor(schema, depth);
  // A text field gets hostile text often (that is where NUL and friends hide); others a wrong type.
  if (schema.type === 'string' && !schema.enum)
    return fc.oneof(
      { weight: 3, arbitrary: valid },
      { weight: 2, arbitrary: hostileText },
      { weight: 1, arbitrary: hostileValue },
    );
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

function validFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 100_000, 100_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    case 'string': {
      if (schema.pattern && !freeTextPatterns.includes(schema.pattern)) {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length <= (schema.maxLength ?? 10_000));
      }
      return fc.string({
        unit: 'grapheme',
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 50, 200),
      });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/**
 * A value the schema accepts (the smallest one), so a request with one bad field fails for that field
 * alone. Patterned texts get a sample drawn from their pattern; a confirmation copies what it confirms.
 */
function exampleFor(raw: Schema, name = ''): unknown {
  const schema = resolve(raw);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const choice = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.[0];
  if (choice) return exampleFor(choice, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const key of schema.required ?? []) body[key] = exampleFor(schema.properties?.[key] ?? {}, key);
      for (const key of Object.keys(body).filter((key) => key.endsWith('_confirmation')))
        body[key] = body[key.replace(/_confirmation$/, '')] ?? body[key];
      return body;
    }
    case 'string':
      if (schema.pattern && !freeTextPatterns.includes(schema.pattern)) {
        const [sample] = fc.sample(
          fc
            .stringMatching(new RegExp(schema.pattern))
            .filter(
              (text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? 10_000),
            ),
          { seed, numRuns: 1 },
        );
        return sample;
      }
      return `${name || 'x'}-example`.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    default:
      return 'x';
  }
}

/** Header values a client can really send (an HTTP parser refuses control characters before us). */
const headerText = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 120,
  }),
  fc.constantFrom('', 'x'.repeat(500), "'; drop table orders; --"),
);

function operationInput(operation: Operation) {
  const params = operation.parameters;
  const group = (where: Parameter['in'], value: (parameter: Parameter) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, value(p)])), {
      requiredKeys: params
        .filter((p) => p.in === where && (p.required || where === 'path'))
        .map((p) => p.name),
    });
  return fc.record({
    path: group('path', (p) => arbitraryFor(p.schema)),
    query: group('query', (p) => arbitraryFor(p.schema)),
    headers: group('header', () => headerText),
    body: operation.body ? arbitraryFor(operation.body.schema) : fc.constant(undefined),
    form: operation.body?.form ? fc.boolean() : fc.constant(false),
  });
}

type Input = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  form: boolean;
};

function urlOf(operation: Operation, input: Pick<Input, 'path' | 'query'>) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(
      typeof input.path[name] === 'object' ? JSON.stringify(input.path[name]) : String(input.path[name]),
    ),
  );
  const query = qs.stringify(input.query, { arrayFormat: 'indices' });
  return query ? `${path}?${query}` : path;
}

let sent = 0;
const serverErrors: string[] = [];
const badEnvelopes: string[] = [];

async function send(
  operation: Operation,
  input: Input,
  identity: Record<string, string>,
  remoteAddress: string,
) {
  const headers: Record<string, string> = { ...identity };
  for (const [name, value] of Object.entries(input.headers)) headers[name] = String(value);
  let payload: string | undefined;
  if (input.body !== undefined) {
    if (input.form && typeof input.body === 'object' && input.body !== null && !Array.isArray(input.body)) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = qs.stringify(input.body);
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(input.body);
    }
  }
  const url = urlOf(operation, input);
  const response = await store.app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress,
  });
  sent++;
  const what = `${operation.method} ${url} ${payload?.slice(0, 300) ?? ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  // `ready` answers 503 by design while the instance is not ready: a test store starts no job runner.
  const notReady = operation.path === '/api/health/ready' && response.statusCode === 503;
  if (response.statusCode >= 500 && !notReady) serverErrors.push(what);
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    const body = response.json();
    const keys = Object.keys(body).sort().join(',');
    if (
      keys !== 'code,data,item,message,validation' ||
      body.code !== response.statusCode ||
      !Array.isArray(body.validation)
    )
      badEnvelopes.push(what);
  } else if (!notJson.some((route) => route.method === operation.method && route.path.test(url))) {
    badEnvelopes.push(`not JSON (${type}): ${what}`);
  }
  return response;
}

beforeAll(async () => {
  store = await build({ demoOutbox: true });
  document = store.app.swagger() as unknown as Document;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const content = spec.requestBody?.content ?? {};
      const json = content['application/json'] ?? Object.values(content)[0];
      return {
        method: method.toUpperCase(),
        path,
        parameters: spec.parameters ?? [],
        ...(json
          ? { body: { schema: json.schema, form: 'application/x-www-form-urlencoded' in content } }
          : {}),
      };
    }),
  );
  customer = await readyCustomer();
});
afterAll(() => store?.close());

/** A customer with something in the cart, an address and a payment method: checkout paths go deep. */
async function readyCustomer() {
  const me = await shopper(store);
  const home = (await me.get('/api/home')).json().data;
  const product = home.products.find((p: { outOfStock: number }) => p.outOfStock === 0);
  await me.post('/api/cart/add', { productId: product.id, quantity: product.quantities.at(-1) });
  await chooseAddressAndPayment(me, 1);
  return me;
}

/** Operations that end the customer's session get a customer of their own for each try. */
const endsSession = (operation: Operation) => /logout|change\/password/.test(operation.path);

describe('the OpenAPI document, fuzzed', () => {
  it('answers every operation, as a guest and as a customer, without a 5xx and always in the envelope', async () => {
    expect(operations.length).toBeGreaterThan(40);
    let index = 0;
    for (const operation of operations) {
      index++;
      await fc.assert(
        fc.asyncProperty(operationInput(operation), fc.boolean(), async (input, asCustomer) => {
          if (asCustomer && isStream(operation)) return;
          const me = asCustomer && endsSession(operation) ? await shopper(store) : customer;
          const identity = asCustomer
            ? { 'content-language': 'en', authorization: `Bearer ${me.token}` }
            : guestHeaders;
          await send(operation, input, identity, `127.0.${index % 250}.${asCustomer ? 1 : 2}`);
        }),
        { seed: seed + index, numRuns: runsPerOperation * 2, endOnFailure: true },
      );
    }
    console.info(
      `fuzz: ${operations.length} operations, ${sent} requests, ${serverErrors.length} 5xx, ${badEnvelopes.length} bad envelopes`,
    );
    expect(serverErrors).toEqual([]);
    expect(badEnvelopes).toEqual([]);
  });

  it('answers URLs the router cannot read in the envelope too', async () => {
    for (const [url, status] of [
      ['/api/products/%E0%A4%A', 400],
      ['/api/products/%', 400],
      [`/api/products/${'9'.repeat(150)}`, 414],
      [`/api/media/products/p-${'1'.repeat(150)}.svg`, 414],
    ] as const) {
      const response = await store.app.inject({ method: 'GET', url, headers: { 'content-language': 'ar' } });
      sent++;
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toEqual({
        code: status,
        message: expect.stringMatching(/[\u0600-\u06ff]/),
        data: null,
        item: null,
        validation: [],
      });
    }
  });

  it('refuses a NUL in every text field of every route with a 422, never a 500', async () => {
    // A customer whose checkout would go through: a NUL in the order's comment is the only obstacle.
    const nulCustomer = await readyCustomer();
    // Staff calls check the staff session before they read the input: they are sent as an admin.
    const staffLogin = await store.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'admin@staff.demo', password: demoStaffPasswords.admin },
    });
    expect(staffLogin.statusCode, staffLogin.body).toBe(200);
    const staffToken = staffLogin.json().data.token as string;
    // A courier's own routes (docs/decisions/0043) are a courier's: an admin is refused them (403).
    const courierLogin = await store.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'courier@staff.demo', password: demoStaffPasswords.courier },
    });
    expect(courierLogin.statusCode, courierLogin.body).toBe(200);
    const courierToken = courierLogin.json().data.token as string;
    let fields = 0;
    const problems: string[] = [];
    for (const operation of operations) {
      const textFields = [
        ...operation.parameters
          .filter((p) => p.in !== 'header' && resolve(p.schema).type === 'string' && !resolve(p.schema).enum)
          .map((p) => ({ where: p.in, name: p.name, schema: resolve(p.schema) })),
        ...Object.entries(resolve(operation.body?.schema ?? {}).properties ?? {})
          .filter(([, schema]) => resolve(schema).type === 'string' && !resolve(schema).enum)
          .map(([name, schema]) => ({ where: 'body' as const, name, schema: resolve(schema) })),
      ];
      for (const field of textFields) {
        fields++;
        const pattern = field.schema.pattern;
        const sharedRules = pattern !== undefined && freeTextPatterns.includes(pattern);
        if (pattern === undefined && !notFreeText.has(field.name))
          problems.push(
            `${operation.method} ${operation.path} ${field.name}: free text without the shared text rules`,
          );
        // Every other input valid: the NUL is the request's only problem.
        const input: Input = { path: {}, query: {}, headers: {}, body: undefined, form: false };
        for (const p of operation.parameters.filter(
          (p) => p.in !== 'header' && (p.required || p.in === 'path'),
        ))
          input[p.in as 'path' | 'query'][p.name] = exampleFor(p.schema, p.name);
        if (operation.body) input.body = exampleFor(operation.body.schema);
        const nul = `${String(exampleFor(field.schema, field.name))}\u0000`;
        if (field.where === 'body') (input.body as Record<string, unknown>)[field.name] = nul;
        else input[field.where as 'path' | 'query'][field.name] = nul;
        const token = operation.path.startsWith('/api/staff/courier/')
          ? courierToken
          : operation.path.startsWith('/api/staff/')
            ? staffToken
            : nulCustomer.token;
        const identity = { 'content-language': 'en', authorization: `Bearer ${token}` };
        const response = await send(operation, input, identity, '127.0.250.1');
        const where = `${operation.method} ${operation.path} ${field.where} ${field.name}`;
        // The honeypot: whatever fills it is thanked (200) and dropped, stored nowhere.
        const honeypot = operation.path === '/api/contact' && field.name === 'website';
        if (honeypot ? response.statusCode >= 500 : response.statusCode !== 422)
          problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (sharedRules && !response.json().validation.some((m: string) => m.includes(controlMessage)))
          problems.push(
            `${where}: 422 without the control-character message: ${response.body.slice(0, 200)}`,
          );
      }
    }
    console.info(`fuzz: a NUL in ${fields} text fields`);
    expect(fields).toBeGreaterThan(25);
    expect(problems).toEqual([]);
  });
});
