import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { DATE_RANGE_MESSAGE, NUL_MESSAGE, SURROGATE_MESSAGE } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { uniqueAddress } from '../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../test/harness.ts';
import { referralBody } from '../../test/referrals.ts';
import { CLIENT_HEADINGS, clientRow, workbook } from '../../test/spreadsheets.ts';
import { PDF, postForm } from '../../test/uploads.ts';
import { SHEET_UNREADABLE } from '../modules/people/sheet-reader.ts';

/**
 * Finding 13: requests that used to answer 500. Each is refused with a 4xx in the product's error
 * format ({ status: 'Error', title, message }), and names the field when one is to blame.
 */
const h = await harness();
const c = await createCompany(h);
const admin = c.users.CompanyAdmin.token;

function expectRefusal(res: { statusCode: number; body: string }, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ status: 'Error', message: expect.any(String), title: expect.any(String) });
  return body as { message: string; errors?: Record<string, string> };
}

const BOUNDARY = '----care-test-boundary';
const multipart = (
  url: string,
  body: string | Buffer,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(admin), 'content-type': contentType },
    payload: body,
  });

const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
  `${filename === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n${value}\r\n`;

describe('malformed multipart bodies are refused with 400 on the upload routes', () => {
  const routes = [
    '/api/Files/upload_test',
    '/api/Templates/add_template',
    '/api/Profiles/upload_client_records',
  ];
  const bodies: [string, string | Buffer, string?][] = [
    [
      'no closing boundary',
      `${part('documentName', 'Plan')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF`,
    ],
    ['no boundary in the content type', part('a', 'b'), 'multipart/form-data'],
    ['a body that is not multipart at all', 'just some text'],
    ['an empty body', ''],
    ['a part without headers', `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`],
    ['binary noise', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256))],
  ];
  for (const url of routes) {
    it.each(bodies)(`${url}: %s`, async (_, body, contentType) => {
      expectRefusal(await multipart(url, body, contentType));
    });
  }
});

describe('a NUL character or a lone surrogate in any text is refused with 400 naming the field', () => {
  it('in a multipart text field and in an uploaded file name', async () => {
    const field = await postForm(
      h,
      '/api/Templates/add_template',
      admin,
      { name: 'Plan\u0000' },
      {
        file: { bytes: PDF, filename: 'plan.pdf' },
      },
    );
    expect(expectRefusal(field).errors).toEqual({ name: NUL_MESSAGE });

    const name = await multipart(
      '/api/Files/upload_test',
      `${part('file', PDF.toString('latin1'), 'plan\u0000.pdf')}--${BOUNDARY}--\r\n`,
    );
    expect(expectRefusal(name).errors).toEqual({ file: NUL_MESSAGE });
  });

  it('in a JSON body and in a query', async () => {
    const body = await h.app.inject({
      method: 'POST',
      url: '/api/Account/create_role',
      headers: bearer(admin),
      payload: { role: 'Night\u0000Shift' },
    });
    expect(expectRefusal(body).errors).toEqual({ role: NUL_MESSAGE });
    const query = await h.app.inject({
      method: 'GET',
      url: '/api/Documents/get_document_by_name?name=First%00Aid',
      headers: bearer(admin),
    });
    expect(expectRefusal(query).errors).toEqual({ name: NUL_MESSAGE });
  });

  it.each([
    ['a NUL', { firstName: 'Sam\u0000' }, NUL_MESSAGE],
    ['a lone surrogate', { goals: 'Swim \uD83D weekly' }, SURROGATE_MESSAGE],
  ])('in the public referral form: %s', async (_, override, message) => {
    const payload = JSON.stringify(referralBody(override));
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/ClientReferrals/submit_referral/${c.companyId}`,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: uniqueAddress(),
    });
    expect(expectRefusal(res).errors).toEqual({ [Object.keys(override)[0] as string]: message });
  });
});

describe('dates outside 1900 to 2100 are refused with 400', () => {
  it.each([
    ['GET', '/api/Documents/filter_documents'],
    ['POST', '/api/Account/get_periodic_activities'],
  ] as const)('%s %s', async (method, url) => {
    for (const date of ['0000-01-01', '99999-12-31', '100000', '+275760-09-13']) {
      for (const key of ['fromDate', 'toDate']) {
        const res = await h.app.inject({ method, url, query: { [key]: date }, headers: bearer(admin) });
        expect(expectRefusal(res).errors, `${key}=${date}`).toEqual({ [key]: DATE_RANGE_MESSAGE });
      }
    }
    const fine = await h.app.inject({
      method,
      url,
      query: { fromDate: '1900-01-01', toDate: '2100-12-31' },
      headers: bearer(admin),
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('a corrupt spreadsheet is refused with 400', () => {
  const book = workbook([CLIENT_HEADINGS, clientRow()]);
  const scrambled = Buffer.from(book);
  for (let i = 200; i < scrambled.length - 200; i += 7) {
    scrambled[i] = (scrambled[i] as number) ^ 0xff;
  }
  it.each([
    ['a workbook cut in half', book.subarray(0, book.length / 2)],
    ['a workbook with its compressed data scrambled', scrambled],
    [
      'an .xls header naming a Workbook stream, then noise',
      Buffer.concat([
        Buffer.from('d0cf11e0a1b11ae1', 'hex'),
        Buffer.from('Workbook', 'utf16le'),
        Buffer.alloc(600, 9),
      ]),
    ],
  ])('%s', async (_, bytes) => {
    const res = await postForm(
      h,
      '/api/Profiles/upload_client_records',
      admin,
      {},
      {
        excelfile: { bytes, filename: 'clients.xlsx' },
      },
    );
    expect(expectRefusal(res).errors).toEqual({ excelfile: SHEET_UNREADABLE });
  });
});

describe("Fastify's own refusals come in the product's error format", () => {
  it.each([
    ['a bad URL encoding', { method: 'GET' as const, url: '/api/Documents/get_document/%E0%A4%A' }, 400],
    [
      'a malformed JSON body',
      {
        method: 'POST' as const,
        url: '/api/Account/create_role',
        payload: '{"role":',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'an unsupported content type',
      {
        method: 'POST' as const,
        url: '/api/Account/create_role',
        payload: 'role=x',
        headers: { 'content-type': 'text/csv' },
      },
      415,
    ],
    [
      'a body over the limit',
      {
        method: 'POST' as const,
        url: '/api/Account/create_role',
        payload: JSON.stringify({ role: 'x'.repeat(1.1 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    ['an unknown API path', { method: 'GET' as const, url: '/api/No/such_route' }, 404],
  ])(
    '%s',
    async (_, request: {
      method: 'GET' | 'POST';
      url: string;
      payload?: string;
      headers?: object;
    }, status) => {
      const res = await h.app.inject({ ...request, headers: { ...bearer(admin), ...request.headers } });
      expectRefusal(res, status);
    },
  );

  it('an invalid header character on a real connection', async () => {
    // Header parse errors never reach a route: they come from the connection, so this one listens.
    const server = h.app.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n');
        });
        let data = '';
        socket.on('data', (d) => {
          data += d.toString('latin1');
        });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
      const body = reply.slice(reply.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({
        status: 'Error',
        title: expect.any(String),
        message: expect.any(String),
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
