import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Enquiry, enquiryListResponseSchema } from '@academy/shared/enquiries';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../../src/db/schema/enquiries';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ ENQUIRY_RATE_LIMIT_PER_HOUR: '1000' });
});
afterAll(async () => {
  await t?.close();
});

/** A complete form, with an email nobody else in this file uses. */
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Priya Joshi',
    email: `priya.${counter}@example.com`,
    phone: '+91 98220 12345',
    address: 'Flat 4, Shivaji Nagar, Pune 411005',
    subject: 'Weekend UI design batch',
    gender: 'female',
    message: 'When does the next offline batch start, and what does it cost?',
    ...overrides,
  };
}

const send = (app: TestApp['app'], payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/enquiries', payload: payload as object, remoteAddress });

async function storedByEmail(email: string) {
  return t.db.select().from(enquiries).where(eq(enquiries.email, email));
}

describe('POST /api/enquiries', () => {
  it('stores every field and thanks the visitor', async () => {
    const payload = form({ name: '  Priya Joshi  ' });
    const response = await send(t.app, payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you! A counsellor will call you within one working day about the next offline batch.',
    });

    const rows = await storedByEmail(payload.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Joshi',
      email: payload.email,
      phone: payload.phone,
      address: payload.address,
      subject: payload.subject,
      gender: 'female',
      message: payload.message,
      forwardedAt: null,
    });
  });

  it('takes the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = form({ gender: 'male' });
    const response = await send(t.app, withoutPhone);
    expect(response.statusCode, response.body).toBe(201);
    // Issue 28: with no number to call, the counsellor is promised to write.
    expect(response.json()).toEqual({
      success: true,
      message:
        'Thank you! A counsellor will write to you within one working day about the next offline batch.',
    });
    const [row] = await storedByEmail(withoutPhone.email);
    expect(row).toMatchObject({ phone: '', gender: 'male' });
  });

  it.each(['other', 'unsaid'])('takes %s as the answer to gender (issue 28)', async (gender) => {
    const payload = form({ gender });
    const response = await send(t.app, payload);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await storedByEmail(payload.email);
    expect(row).toMatchObject({ gender });
  });

  it.each(['name', 'email', 'address', 'subject', 'message'])(
    'answers 400 naming a missing %s',
    async (field) => {
      const payload: Record<string, unknown> = form();
      delete payload[field];
      const missing = await send(t.app, payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ success: false, message: `${field} is required`, field });

      const blank = await send(t.app, { ...payload, [field]: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ success: false, message: `${field} is required`, field });
    },
  );

  it('answers 400 naming a missing gender', async () => {
    const { gender: _gender, ...payload } = form();
    const response = await send(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'gender must be one of male, female, other or unsaid',
      field: 'gender',
    });
  });

  it('refuses an invalid email', async () => {
    for (const email of ['priya', 'priya@', '@example.com', 'priya@example', 'a b@example.com']) {
      const response = await send(t.app, form({ email }));
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'email must be a valid email address',
        field: 'email',
      });
    }
  });

  it('refuses a gender that is not one of the answers', async () => {
    for (const gender of ['prefer not to say', 'Female', '', 1]) {
      const response = await send(t.app, form({ gender }));
      expect(response.statusCode, String(gender)).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'gender must be one of male, female, other or unsaid',
        field: 'gender',
      });
    }
  });

  it('refuses over-long fields and malformed bodies without storing anything', async () => {
    const payload = form({ message: 'x'.repeat(5001) });
    const tooLong = await send(t.app, payload);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toMatch(/^message/);
    expect(await storedByEmail(payload.email)).toHaveLength(0);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('limits enquiries per address', async () => {
    const limited = await createTestApp({ ENQUIRY_RATE_LIMIT_PER_HOUR: '2' }, { database: t.database });
    try {
      expect((await send(limited.app, form(), '10.2.0.1')).statusCode).toBe(201);
      expect((await send(limited.app, form(), '10.2.0.1')).statusCode).toBe(201);
      const payload = form();
      const refused = await send(limited.app, payload, '10.2.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.tooManyEnquiries });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(await storedByEmail(payload.email)).toHaveLength(0);

      expect((await send(limited.app, form(), '10.2.0.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

/** A local stand-in for the form-collection service. */
async function startCollector(
  handle: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<{
  url: string;
  received: { headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}> {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body });
      handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/collect`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('forwarding to ENQUIRY_FORWARD_URL', () => {
  it('POSTs the stored enquiry as JSON and marks it forwarded', async () => {
    const collector = await startCollector((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    const app = await createTestApp({ ENQUIRY_FORWARD_URL: collector.url }, { database: t.database });
    try {
      const payload = form();
      const response = await send(app.app, payload);
      expect(response.statusCode, response.body).toBe(201);

      expect(collector.received).toHaveLength(1);
      const [delivery] = collector.received;
      expect(delivery?.headers['content-type']).toBe('application/json');
      const forwarded = JSON.parse(delivery?.body ?? '') as Record<string, unknown>;
      const [row] = await storedByEmail(payload.email);
      expect(forwarded).toEqual({
        _id: row?.id,
        name: payload.name,
        email: payload.email,
        phone: payload.phone,
        address: payload.address,
        subject: payload.subject,
        gender: payload.gender,
        message: payload.message,
        createdAt: row?.createdAt.toISOString(),
      });
      expect(row?.forwardedAt).toBeInstanceOf(Date);
    } finally {
      await app.close();
      await collector.close();
    }
  });

  it('still answers 201 when the service fails, and leaves the enquiry unforwarded', async () => {
    const collector = await startCollector((_request, response) => {
      response.writeHead(502).end('bad gateway');
    });
    const app = await createTestApp({ ENQUIRY_FORWARD_URL: collector.url }, { database: t.database });
    try {
      const payload = form();
      expect((await send(app.app, payload)).statusCode).toBe(201);
      expect(collector.received).toHaveLength(1);
      const [row] = await storedByEmail(payload.email);
      expect(row?.forwardedAt).toBeNull();
    } finally {
      await app.close();
      await collector.close();
    }
  });

  it('still answers 201 when nothing listens at the URL', async () => {
    const collector = await startCollector(() => undefined);
    const deadUrl = collector.url;
    await collector.close();
    const app = await createTestApp({ ENQUIRY_FORWARD_URL: deadUrl }, { database: t.database });
    try {
      const payload = form();
      const response = await send(app.app, payload);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await storedByEmail(payload.email);
      expect(row?.forwardedAt).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('gives up on a service that never answers after about 3 seconds', async () => {
    // Never responds: the forward must time out rather than hold the visitor.
    const collector = await startCollector(() => undefined);
    const app = await createTestApp({ ENQUIRY_FORWARD_URL: collector.url }, { database: t.database });
    try {
      const payload = form();
      const started = Date.now();
      const response = await send(app.app, payload);
      const elapsed = Date.now() - started;
      expect(response.statusCode, response.body).toBe(201);
      expect(elapsed).toBeGreaterThanOrEqual(2900);
      expect(elapsed).toBeLessThan(6000);
      const [row] = await storedByEmail(payload.email);
      expect(row?.forwardedAt).toBeNull();
    } finally {
      await app.close();
      await collector.close();
    }
  });
});

describe('GET /api/admin/enquiries', () => {
  it('lists enquiries newest first for an admin', async () => {
    const { token } = await createAdmin(t.app);
    const first = form({ subject: 'First of two' });
    const second = form({ subject: 'Second of two' });
    expect((await send(t.app, first)).statusCode).toBe(201);
    expect((await send(t.app, second)).statusCode).toBe(201);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?limit=2',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ success: true; data: Enquiry[]; pagination: { total: number } }>();
    expect(body.data.map((enquiry) => enquiry.subject)).toEqual(['Second of two', 'First of two']);
    expect(body.data[0]).toMatchObject({ email: second.email, gender: 'female', forwardedAt: null });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);

    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?limit=2&page=2',
      headers: bearer(token),
    });
    expect(page2.json<{ data: Enquiry[] }>().data.map((enquiry) => enquiry.email)).not.toContain(
      second.email,
    );
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/enquiries' })).statusCode).toBe(401);
    const { token } = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  it(`answers ${ADMIN_PAGE_SIZE} by default with the next page, and null on the last`, async () => {
    const { token } = await createAdmin(t.app);
    await t.db.insert(enquiries).values(
      Array.from({ length: ADMIN_PAGE_SIZE + 1 }, (_, index) => ({
        ...form({ subject: `Batch ${index}` }),
        gender: 'female' as const,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      })),
    );
    const page = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/enquiries?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return enquiryListResponseSchema.parse(response.json());
    };

    const first = await page('');
    const total = first.pagination.total;
    const lastPage = Math.ceil(total / ADMIN_PAGE_SIZE);
    const last = await page(`page=${lastPage}`);

    expect(first.data).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total, nextPage: 2 });
    expect(last.data.at(-1)?.subject).toBe('Batch 0');
    expect(last.pagination).toEqual({ page: lastPage, limit: ADMIN_PAGE_SIZE, total, nextPage: null });
  });

  it.each([
    ['limit=0', 'limit must be 1 or more'],
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be 1 or more'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const { token } = await createAdmin(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/enquiries?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });
});
