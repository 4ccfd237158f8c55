import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_TAB } from '@tripsight/core/ops';
import { EVERY_TAB } from '../src/auth/demo-users.js';
import { call, type Json } from './ops-client.js';
import { OPS_STORES, createTestDatabase, TEST_DATABASE_URL } from './postgres.js';
import { startTestServer, type TestServer } from './server.js';
import { decodedBody, header, startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { tokenFor, tokenWithClaims } from './tokens.js';

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tracked PNRs reached',
  view: 'air/faresaver/savingsOverview',
  field: 'trackedPnrs',
  operator: 'gte',
  threshold: 0,
  schedule: 'monthly',
  recipients: ['alex.morgan@northstar.example'],
  ...overrides,
});

describe.each(OPS_STORES.map((store) => store.name))('alerts over SMTP on %s', (storeName) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let manager: string;
  let second: string;
  let drop: (() => Promise<void>) | null = null;
  const as = (token: string | null, method: string, path: string, body?: unknown) =>
    call(server, method, path, token, body);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    let databaseUrl: string | null = null;
    if (storeName === 'postgres' && TEST_DATABASE_URL) {
      const database = await createTestDatabase();
      databaseUrl = database.url;
      drop = database.drop;
    }
    server = await startTestServer({ smtpUrl: smtp.url, databaseUrl });
    manager = await tokenWithClaims(server, { entitled_tabs: [...EVERY_TAB, ALERTS_TAB] });
    second = await tokenWithClaims(
      server,
      { entitled_tabs: [...EVERY_TAB, ALERTS_TAB], tmc: 'bluewave', email: 'priya.shah@bluewave.example' },
      'second',
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await drop?.();
  });

  it('creates, reads, lists, patches and deletes a rule of the caller TMC only', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule({ filters: { currency: 'EUR' } }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...rule(),
      filters: { currency: 'EUR' },
      paused: false,
      webhookUrl: null,
    });
    expect(created.body.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = created.body.id as number;
    const read = await as(manager, 'GET', `/api/alerts/${id}`);
    expect(read.body).toMatchObject({ id, name: 'Tracked PNRs reached' });
    expect(read.body.webhookSecret).toBeUndefined();
    const list = await as(manager, 'GET', '/api/alerts');
    expect(list.body.alerts.map((a: Json) => a.id)).toContain(id);
    expect((await as(second, 'GET', '/api/alerts')).body.alerts.map((a: Json) => a.id)).not.toContain(id);
    for (const [method, path] of [
      ['GET', `/api/alerts/${id}`],
      ['PATCH', `/api/alerts/${id}`],
      ['DELETE', `/api/alerts/${id}`],
      ['POST', `/api/alerts/${id}/run`],
    ] as const) {
      const res = await as(second, method, path, method === 'PATCH' ? { paused: true } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const patched = await as(manager, 'PATCH', `/api/alerts/${id}`, { paused: true, threshold: 5 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ paused: true, threshold: 5, name: 'Tracked PNRs reached' });
    expect((await as(manager, 'DELETE', `/api/alerts/${id}`)).status).toBe(204);
    expect((await as(manager, 'GET', `/api/alerts/${id}`)).status).toBe(404);
  });

  it('answers 403 without the alerts tab and 401 without a token', async () => {
    const noTab = await tokenFor(server, 'noexport');
    expect((await as(noTab, 'GET', '/api/alerts')).status).toBe(403);
    expect((await as(noTab, 'POST', '/api/digests', {})).status).toBe(403);
    expect((await as(null, 'GET', '/api/alerts')).status).toBe(401);
  });

  it('answers 400 naming the field for bad rules', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ view: 'air/faresaver/noSuchView' }, 'view'],
      [{ field: 'noSuchFigure' }, 'field'],
      [{ field: 'goLiveDate' }, 'field'],
      [{ operator: 'eq' }, 'operator'],
      [{ recipients: ['someone@elsewhere.example'] }, 'recipients'],
      [{ recipients: ['priya.shah@bluewave.example'] }, 'recipients'],
      [{ webhookUrl: 'ftp://hooks.northstar.example/x' }, 'webhookUrl'],
      [{ webhookUrl: `http://127.0.0.1:${server.config.port}/api/alerts` }, 'webhookUrl'],
      [{ webhookUrl: `${server.config.publicUrl}/health` }, 'webhookUrl'],
      // This service however its loopback is written: mapped IPv6, a trailing dot, a decimal address.
      [{ webhookUrl: `http://[::ffff:127.0.0.1]:${server.config.port}/x` }, 'webhookUrl'],
      [{ webhookUrl: `http://LOCALHOST.:${server.config.port}/x` }, 'webhookUrl'],
      [{ webhookUrl: `http://2130706433:${server.config.port}/x` }, 'webhookUrl'],
      [{ threshold: 1e300 }, 'threshold'],
      [{ name: '\u200b\u200b' }, 'name'],
      [{ name: 'Bcc\r\nline' }, 'name'],
      [{ name: 'Savings \u202eRTL' }, 'name'],
      [{ filters: { noSuchFilter: ['x'] } }, 'filters.noSuchFilter'],
      [{ filters: { feeMode: 'sideways' } }, 'filters.feeMode'],
      [{ schedule: 'hourly' }, 'schedule'],
    ];
    for (const [change, field] of cases) {
      const res = await as(manager, 'POST', '/api/alerts', rule(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.field, JSON.stringify(change)).toBe(field);
    }
    const extra = await as(manager, 'POST', '/api/alerts', { ...rule(), colour: 'red' });
    expect(extra.status).toBe(400);
    expect(extra.body.field).toBe('colour');
    const ok = await as(
      manager,
      'POST',
      '/api/alerts',
      rule({ webhookUrl: 'https://hooks.northstar.example/a' }),
    );
    expect(ok.status).toBe(201);
  });

  it('runs a rule: one mail per period over SMTP, however often it runs', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule());
    const id = created.body.id as number;
    const before = smtp.received.length;
    const first = await as(manager, 'POST', `/api/alerts/${id}/run`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ fired: true, threshold: 0, sent: true });
    expect(first.body.value).toBeGreaterThanOrEqual(0);
    expect(first.body.period).toEqual({
      start: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      key: first.body.period.start.slice(0, 7),
    });
    const again = await Promise.all([1, 2, 3].map(() => as(manager, 'POST', `/api/alerts/${id}/run`)));
    for (const res of again)
      expect(res.body).toMatchObject({ fired: true, sent: false, period: first.body.period });
    const mine = smtp.received.slice(before);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.to).toEqual(['alex.morgan@northstar.example']);
    expect(header(mail.raw, 'Subject')).toBe(`Alert: Tracked PNRs reached (${first.body.period.key})`);
    expect(header(mail.raw, 'Message-ID')).toBe(
      `<rule-${id}-mail-${first.body.period.key}@tripsight.invalid>`,
    );
    const body = decodedBody(mail.raw);
    expect(body).toContain(`Savings overview: Tracked PNRs was ${first.body.value.toLocaleString('en-US')}`);
    expect(body).toContain(
      `${server.config.publicUrl}/Faresaver/Savingsoverview?startDate=${first.body.period.start}`,
    );
    // The recent periods as the elements' bar chart, drawn in the service.
    expect(body).toMatch(
      /<figure [^>]*aria-label="Savings overview: Tracked PNRs over the recent periods"><svg /,
    );

    const history = await as(manager, 'GET', `/api/alerts/${id}/history`);
    expect(history.body.evaluations).toHaveLength(4);
    expect(history.body.sends).toEqual([
      expect.objectContaining({
        channel: 'mail',
        status: 'sent',
        attempts: 1,
        period: first.body.period.key,
      }),
    ]);
  });

  it('does not fire below the line, and sends nothing', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule({ operator: 'lt', threshold: 0 }));
    const before = smtp.received.length;
    const res = await as(manager, 'POST', `/api/alerts/${created.body.id}/run`);
    expect(res.body).toMatchObject({ fired: false, sent: false, threshold: 0 });
    expect(smtp.received.length).toBe(before);
  });

  it('keeps digests of the TMC own clients, 400 naming clients for another TMC client', async () => {
    // The TMC's clients are the Client filter's values (the ops customer list is another list).
    const { body: filters } = await as(manager, 'GET', '/api/dynamicFilters?productName=Faresaver');
    const own = filters.data[0].corporate as string;
    const digest = {
      name: 'Monthly client figures',
      clients: [own],
      schedule: 'monthly',
      recipients: ['alex.morgan@northstar.example'],
      sections: ['savings', 'rebooking', 'compliance'],
    };
    const created = await as(manager, 'POST', '/api/digests', digest);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...digest, paused: false });
    const id = created.body.id as number;
    expect((await as(second, 'GET', `/api/digests/${id}`)).status).toBe(404);
    const renamed = await as(manager, 'PATCH', `/api/digests/${id}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', clients: [own] });
    const stranger = await as(manager, 'POST', '/api/digests', {
      ...digest,
      clients: ['No Such Client Ltd'],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.field).toBe('clients');
    // A customer of the e-mail assistant without flights in the data has no figures to send.
    const opsOnly = await as(manager, 'POST', '/api/digests', { ...digest, clients: ['Umbrella Holdings'] });
    expect(opsOnly.body).toMatchObject({ field: 'clients' });
    // Another TMC's client in the flight data is not this TMC's.
    const other = await as(manager, 'POST', '/api/digests', { ...digest, clients: ['Aperture Science'] });
    expect(other.body).toMatchObject({ field: 'clients' });
    const invisible = await as(manager, 'POST', '/api/digests', { ...digest, name: '\u200b' });
    expect(invisible.body).toMatchObject({ field: 'name' });
    const sections = await as(manager, 'POST', '/api/digests', { ...digest, sections: ['weather'] });
    expect(sections.body.field).toBe('sections');
    expect((await as(manager, 'DELETE', `/api/digests/${id}`)).status).toBe(204);
    expect((await as(manager, 'GET', '/api/digests')).body.digests).toEqual([]);
  });
});

describe('alert mail without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('writes each message as an .eml file to DATA_DIR/outbox, once per period', async () => {
    const token = await tokenWithClaims(server, { entitled_tabs: [...EVERY_TAB, ALERTS_TAB] });
    const created = await call(server, 'POST', '/api/alerts', token, rule({ schedule: 'weekly' }));
    const id = created.body.id as number;
    const run = await call(server, 'POST', `/api/alerts/${id}/run`, token);
    expect(run.body).toMatchObject({
      fired: true,
      sent: true,
      period: { key: expect.stringMatching(/^\d{4}-W\d{2}$/) },
    });
    await call(server, 'POST', `/api/alerts/${id}/run`, token);
    const outbox = join(server.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((name) => name.startsWith(`rule-${id}-`));
    expect(files).toEqual([`rule-${id}-mail-${run.body.period.key}.eml`]);
    const raw = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(header(raw, 'To')).toBe('alex.morgan@northstar.example');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
  });
});
