import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { formatMoney } from '@tripsight/core/format';
import { ALERTS_TAB, periodText } from '@tripsight/core/ops';
import { EVERY_TAB } from '../src/auth/demo-users.js';
import { call, type Json } from './ops-client.js';
import { OPS_STORES } from './postgres.js';
import { startTestServer, type TestServer } from './server.js';
import { decodedBody, header, type SmtpSink } from './smtp-sink.js';
import { tokenFor, tokenWithClaims } from './tokens.js';
import { trackedPnrsRule } from '@tripsight/core/testing';
import { startAlertStack, type AlertStack } from './alert-stack.js';

const rule = trackedPnrsRule;

describe.each(OPS_STORES.map((store) => store.name))('alerts over SMTP on %s', (storeName) => {
  let stack: AlertStack;
  let server: TestServer;
  let smtp: SmtpSink;
  let manager: string;
  let second: string;
  const as = (token: string | null, method: string, path: string, body?: unknown) =>
    call(server, method, path, token, body);

  beforeAll(async () => {
    stack = await startAlertStack({ store: storeName });
    ({ server, smtp, manager, otherTmc: second } = stack);
  });
  afterAll(async () => stack?.close());

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
    const notAnId = await as(manager, 'GET', '/api/alerts/first');
    expect(notAnId.body).toMatchObject({
      field: 'id',
      message: 'id must be a whole number from 1 to 999999999, got "first"',
    });
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
      // Internal networks: the cloud's metadata service, private and unique-local addresses, this
      // machine on another port, a mapped private address.
      [{ webhookUrl: 'http://169.254.169.254/latest/meta-data/' }, 'webhookUrl'],
      [{ webhookUrl: 'http://10.0.0.1/' }, 'webhookUrl'],
      [{ webhookUrl: 'https://192.168.1.20:8443/hook' }, 'webhookUrl'],
      [{ webhookUrl: 'http://[fd00::1]/hook' }, 'webhookUrl'],
      [{ webhookUrl: 'http://127.0.0.1:9/hook' }, 'webhookUrl'],
      [{ webhookUrl: 'http://[::ffff:10.1.2.3]/hook' }, 'webhookUrl'],
      [{ threshold: 1e300 }, 'threshold'],
      [{ name: '\u200b\u200b' }, 'name'],
      [{ name: 'Bcc\r\nline' }, 'name'],
      [{ name: 'Savings \u202eRTL' }, 'name'],
      [{ filters: { noSuchFilter: ['x'] } }, 'filters.noSuchFilter'],
      [{ filters: { feeMode: 'sideways' } }, 'filters.feeMode'],
      [{ filters: { currency: 'XYZ' } }, 'filters.currency'],
      // The Client filter names the TMC's own clients only (another TMC's evaluates to nothing).
      [{ filters: { corporate: ['Aperture Science'] } }, 'filters.corporate'],
      [{ filters: { corporate: ["x' OR 1=1 --"] } }, 'filters.corporate'],
      [{ schedule: 'hourly' }, 'schedule'],
    ];
    for (const [change, field] of cases) {
      const res = await as(manager, 'POST', '/api/alerts', rule(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.field, JSON.stringify(change)).toBe(field);
    }
    const { body: clients } = await as(manager, 'GET', '/api/dynamicFilters?productName=Faresaver');
    const own = clients.data[0].corporate as string;
    const mine = await as(
      manager,
      'POST',
      '/api/alerts',
      rule({ filters: { corporate: [own.toUpperCase()] } }),
    );
    expect(mine.status).toBe(201);
    expect(mine.body.filters).toEqual({ corporate: [own] });
    const foreign = await as(
      manager,
      'POST',
      '/api/alerts',
      rule({ filters: { corporate: [own, 'Aperture Science'] } }),
    );
    expect(foreign.body.problems).toEqual([
      { field: 'filters.corporate', message: '"Aperture Science" is not a corporate client of this TMC.' },
    ]);
    const extra = await as(manager, 'POST', '/api/alerts', { ...rule(), colour: 'red' });
    expect(extra.status).toBe(400);
    expect(extra.body.field).toBe('colour');
    // A field the rule does not have is listed with the body's other problems, not answered alone.
    const several = await as(manager, 'POST', '/api/alerts', { ...rule({ operator: 'eq' }), Name: 'x' });
    expect(several.body.problems).toEqual([
      { field: 'operator', message: expect.any(String) },
      {
        field: 'Name',
        message: `Remove this field (did you mean name?); the fields are name, view, field, operator, threshold, filters, schedule, recipients, webhookUrl.`,
      },
    ]);
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
    expect(first.body).toMatchObject({ fired: true, threshold: 0, sent: true, paused: false });
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
    expect(header(mail.raw, 'Subject')).toBe(
      `Alert: Tracked PNRs reached: Savings overview: Tracked PNRs is at or above 0 (${periodText(first.body.period)})`,
    );
    expect(header(mail.raw, 'Message-ID')).toBe(
      `<rule-${id}-mail-${first.body.period.key}@tripsight.invalid>`,
    );
    const body = decodedBody(mail.raw);
    expect(body).toContain(`Savings overview: Tracked PNRs was ${first.body.value.toLocaleString('en-US')}`);
    expect(body).toContain(
      `${server.config.publicUrl}/Faresaver/Savingsoverview?startDate=${first.body.period.start}`,
    );
    // The recent periods as the elements' bar chart, drawn in the service as an inline PNG.
    expect(body).toMatch(
      /<figure [^>]*><img src="cid:chart-1@tripsight\.invalid" width="520" height="200" alt="Savings overview: Tracked PNRs over the recent periods"/,
    );
    const png = await simpleParser(mail.raw);
    expect(png.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', cid: 'chart-1@tripsight.invalid' }),
    ]);
    const image = png.attachments[0]!.content;
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    // Drawn at twice the chart's size: 1,040 × 400 px.
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1040, 400]);

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

  it('answers every problem of a rule at once, the database checks included, in the form order', async () => {
    const res = await as(manager, 'POST', '/api/alerts', {
      ...rule(),
      name: '',
      field: 'noSuchFigure',
      threshold: 1e300,
      recipients: ['alex.morgan@northstar.example', 'someone@gmail.com'],
      webhookUrl: `http://[::ffff:127.0.0.1]:${server.config.port}/x`,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'name: Enter a name.',
      field: 'name',
      problems: [
        { field: 'name', message: 'Enter a name.' },
        {
          field: 'field',
          message: 'Choose a figure the view answers; it has no number called noSuchFigure.',
        },
        {
          field: 'threshold',
          message: 'Enter a threshold between −1,000,000,000,000,000 and 1,000,000,000,000,000.',
        },
        { field: 'recipients', message: 'someone@gmail.com is outside the mail domains of this TMC.' },
        {
          field: 'webhookUrl',
          message: 'Enter a receiver elsewhere; the web address points at this service.',
        },
      ],
    });
    // With the form's problems fixed, the view is asked for the figure: the field's problem remains.
    const figure = await as(
      manager,
      'POST',
      '/api/alerts',
      rule({ field: 'noSuchFigure', schedule: 'hourly' }),
    );
    expect(figure.body.problems).toEqual([
      { field: 'schedule', message: 'Choose daily, weekly or monthly.' },
    ]);
    const unknown = await as(manager, 'POST', '/api/alerts', rule({ field: 'noSuchFigure', operator: 'eq' }));
    expect(unknown.body.problems.map((problem: Json) => problem.field)).toEqual(['field', 'operator']);
    // A PATCH is checked merged over the stored rule, and lists all its problems the same way.
    const created = await as(manager, 'POST', '/api/alerts', rule());
    const patched = await as(manager, 'PATCH', `/api/alerts/${created.body.id}`, {
      name: 'Bcc\r\nline',
      recipients: ['priya.shah@bluewave.example', 'x@elsewhere.example'],
    });
    expect(patched.status).toBe(400);
    expect(patched.body.problems).toEqual([
      {
        field: 'name',
        message: 'Use letters a reader can see; line breaks and direction marks are not allowed.',
      },
      {
        field: 'recipients',
        message:
          'priya.shah@bluewave.example and x@elsewhere.example are outside the mail domains of this TMC.',
      },
    ]);
    expect(patched.body.message).toBe(`name: ${patched.body.problems[0].message}`);
    // A PATCH's unknown field and a paused that is not a boolean come with the rule's own problems.
    const mixed = await as(manager, 'PATCH', `/api/alerts/${created.body.id}`, {
      threshold: 'ten',
      paused: 'yes',
      colour: 'red',
    });
    expect(mixed.body.problems.map((problem: Json) => problem.field)).toEqual([
      'threshold',
      'colour',
      'paused',
    ]);
    expect((await as(manager, 'GET', `/api/alerts/${created.body.id}`)).body.threshold).toBe(
      created.body.threshold,
    );
  });

  it('answers every problem of a digest at once, another TMC client and mail domain included', async () => {
    const res = await as(manager, 'POST', '/api/digests', {
      name: '\u200b',
      clients: ['Aperture Science', 'No Such Client Ltd'],
      schedule: 'monthly',
      recipients: ['someone@gmail.com'],
      sections: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('name');
    expect(res.body.problems).toEqual([
      {
        field: 'name',
        message: 'Use letters a reader can see; line breaks and direction marks are not allowed.',
      },
      {
        field: 'clients',
        message: '"Aperture Science" and "No Such Client Ltd" are not corporate clients of this TMC.',
      },
      { field: 'recipients', message: 'someone@gmail.com is outside the mail domains of this TMC.' },
      { field: 'sections', message: 'Choose at least one section.' },
    ]);
  });

  it('sends a test every time, marked as one, and the period still sends exactly once', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule({ name: 'Tested rule' }));
    const id = created.body.id as number;
    await as(manager, 'POST', '/api/alerts/seen');
    const before = smtp.received.length;
    const tests = [
      await as(manager, 'POST', `/api/alerts/${id}/test`),
      await as(manager, 'POST', `/api/alerts/${id}/test`),
    ];
    for (const res of tests) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ fired: true, threshold: 0, sent: true, test: true });
    }
    const testMails = smtp.received.slice(before);
    expect(testMails).toHaveLength(2);
    for (const mail of testMails) {
      expect(header(mail.raw, 'Subject')).toMatch(/^Test: Tested rule: /);
      expect(decodedBody(mail.raw)).toContain(
        'This is a test of the alert rule "Tested rule", sent on request. The figure crosses the threshold: the rule would fire for this period.',
      );
    }
    expect(new Set(testMails.map((mail) => header(mail.raw, 'Message-ID'))).size).toBe(2);
    // Tests are not alerts: the header count stays at zero.
    expect((await as(manager, 'GET', '/api/alerts/unseen')).body).toEqual({ count: 0 });

    const run = await as(manager, 'POST', `/api/alerts/${id}/run`);
    expect(run.body).toMatchObject({ fired: true, sent: true, paused: false });
    expect((await as(manager, 'POST', `/api/alerts/${id}/run`)).body).toMatchObject({ sent: false });
    const real = smtp.received.slice(before + 2);
    expect(real).toHaveLength(1);
    expect(header(real[0]!.raw, 'Subject')).toMatch(/^Alert: Tested rule: /);
    expect(header(real[0]!.raw, 'Message-ID')).toBe(
      `<rule-${id}-mail-${run.body.period.key}@tripsight.invalid>`,
    );
    expect((await as(manager, 'GET', '/api/alerts/unseen')).body).toEqual({ count: 1 });

    const history = await as(manager, 'GET', `/api/alerts/${id}/history`);
    expect(history.body.evaluations.map((evaluation: Json) => evaluation.trigger)).toEqual([
      'run',
      'run',
      'test',
      'test',
    ]);
    expect(history.body.sends.map((send: Json) => [send.test, send.status])).toEqual([
      [false, 'sent'],
      [true, 'sent'],
      [true, 'sent'],
    ]);
    expect((await as(second, 'POST', `/api/alerts/${id}/test`)).status).toBe(404);
  });

  it('limits test sends to 10 per rule and hour', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule({ name: 'Pressed often', operator: 'lt' }));
    const id = created.body.id as number;
    for (let i = 0; i < 10; i += 1) {
      const res = await as(manager, 'POST', `/api/alerts/${id}/test`);
      // A figure that does not fire is still sent as a test, saying it would not fire.
      expect(res.body).toMatchObject({ fired: false, sent: true, test: true });
    }
    const before = smtp.received.length;
    const limited = await as(manager, 'POST', `/api/alerts/${id}/test`);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^This rule was tested 10 times in the last hour; try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(smtp.received.length).toBe(before);
  });

  it('evaluates a paused rule on run but sends nothing; a test still sends', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule({ name: 'Paused rule' }));
    const id = created.body.id as number;
    await as(manager, 'PATCH', `/api/alerts/${id}`, { paused: true });
    const before = smtp.received.length;
    const run = await as(manager, 'POST', `/api/alerts/${id}/run`);
    expect(run.body).toMatchObject({ fired: true, sent: false, paused: true });
    expect(smtp.received.length).toBe(before);
    const history = await as(manager, 'GET', `/api/alerts/${id}/history`);
    expect(history.body.evaluations).toHaveLength(1);
    expect(history.body.sends).toEqual([]);
    const tested = await as(manager, 'POST', `/api/alerts/${id}/test`);
    expect(tested.body).toMatchObject({ sent: true, test: true, paused: true });
    expect(smtp.received.length).toBe(before + 1);
    // Resumed, the period's real send goes out.
    await as(manager, 'PATCH', `/api/alerts/${id}`, { paused: false });
    expect((await as(manager, 'POST', `/api/alerts/${id}/run`)).body).toMatchObject({ sent: true });
  });

  it('writes the alert mail in the form words, money in the answer currency', async () => {
    const created = await as(
      manager,
      'POST',
      '/api/alerts',
      rule({ name: 'Savings in euros', field: 'acceptedSavings', filters: { currency: 'EUR' } }),
    );
    const id = created.body.id as number;
    const before = smtp.received.length;
    const run = await as(manager, 'POST', `/api/alerts/${id}/run`);
    expect(run.body).toMatchObject({ fired: true, sent: true });
    const { period, value } = run.body;
    const query = new URLSearchParams({ startDate: period.start, endDate: period.end, currency: 'EUR' });
    const view = await as(manager, 'GET', `/api/views/air/faresaver/savingsOverview?${query}`);
    expect(view.body.data.acceptedSavings).toBe(value);
    const mail = await simpleParser(smtp.received[before]!.raw);
    expect(mail.subject).toBe(
      `Alert: Savings in euros: Savings overview: Accepted savings is at or above €0 (${periodText(period)})`,
    );
    const text = String(mail.text);
    expect(text.split('\n').slice(0, 3)).toEqual([
      `Savings in euros: Savings overview: Accepted savings was ${formatMoney(value, 'EUR')} for ${periodText(period)}.`,
      'The rule fires when Savings overview: Accepted savings is at or above €0.',
      // What the figure covers, as the rule's row names it.
      'Filters: Currency: EUR',
    ]);
    expect(text).not.toContain('acceptedSavings');
    // The chart is described by the figure's label.
    expect(String(mail.html)).toContain('alt="Savings overview: Accepted savings over the recent periods"');
    expect(String(mail.html)).not.toContain('acceptedSavings');
    expect(String(mail.html)).toContain('<html lang="en">');
    expect(String(mail.html)).toContain(`<title>${mail.subject}</title>`);
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
