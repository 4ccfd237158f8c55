import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCompletePeriod, periodText } from '@tripsight/core/ops';
import { tenantTimeZone } from '../src/alerts/tenant-mail.js';
import { call, type Json } from './ops-client.js';
import { type TestServer } from './server.js';
import { type SmtpSink } from './smtp-sink.js';
import { tokenFor } from './tokens.js';
import { startAlertStack, type AlertStack } from './alert-stack.js';

describe('client digests', () => {
  let stack: AlertStack;
  let server: TestServer;
  let smtp: SmtpSink;
  let manager: string;
  let second: string;
  const as = (token: string, method: string, path: string, body?: unknown) =>
    call(server, method, path, token, body);

  beforeAll(async () => {
    stack = await startAlertStack();
    ({ server, smtp, manager, otherTmc: second } = stack);
  });
  afterAll(async () => stack?.close());

  it('mails each client its figures with charts, a PDF and a workbook, once per period', async () => {
    const { body: filters } = await as(manager, 'GET', '/api/dynamicFilters?productName=Faresaver');
    const client = filters.data[0].corporate as string;
    const created = await as(manager, 'POST', '/api/digests', {
      name: 'Monthly client figures',
      clients: [client],
      schedule: 'monthly',
      recipients: ['alex.morgan@northstar.example'],
      sections: ['savings', 'compliance', 'emissions'],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await as(second, 'POST', `/api/digests/${id}/send`)).status).toBe(404);

    const before = smtp.received.length;
    const sent = await as(manager, 'POST', `/api/digests/${id}/send`);
    expect(sent.status).toBe(200);
    const period = latestCompletePeriod('monthly', new Date(), tenantTimeZone('northstar'));
    expect(sent.body).toEqual({ sent: 1, period, paused: false });
    expect(smtp.received.length).toBe(before + 1);
    const arrived = smtp.received.at(-1)!;
    expect(arrived.to).toEqual(['alex.morgan@northstar.example']);
    const mail = await simpleParser(arrived.raw, { skipImageLinks: true });
    expect(mail.subject).toBe(`Monthly client figures: ${client} (${periodText(period)})`);

    // The figures are the tab's: the savings overview for the client and the period.
    const query = new URLSearchParams({ startDate: period.start, endDate: period.end, corporate: client });
    const overview = await as(manager, 'GET', `/api/views/air/faresaver/savingsOverview?${query}`);
    const accepted = overview.body.data.acceptedSavings as number;
    // A client with flights in the period: the figures are not all zero.
    expect(overview.body.data.trackedPnrs).toBeGreaterThan(0);
    const html = String(mail.html);
    // Each section's chart is an inline PNG (every mail client shows one), described in words.
    expect(html).toContain('<img src="cid:chart-1@tripsight.invalid"');
    expect(html).toContain('alt="Savings: Savings accepted over the last 6 periods"');
    expect(html).toContain('Savings accepted');
    expect(html).toContain('Cabin class compliance');
    expect(html).toMatch(/Method [a-z0-9-]+: .+, factor year \d{4}/);
    // Each section links to its tab with the client and the period set, in the HTML and the text.
    const links = [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [
      new URL(match[1]!.replaceAll('&#38;', '&')),
      match[2],
    ]);
    expect(links.map(([, words]) => words)).toEqual([
      'Open Savings for this client and period',
      'Open Cabin class compliance for this client and period',
      'Open Air emissions for this client and period',
    ]);
    for (const [url] of links as [URL, string][]) {
      expect(url.origin).toBe(new URL(server.config.publicUrl).origin);
      expect(Object.fromEntries(url.searchParams)).toEqual(Object.fromEntries(query));
    }
    expect(String(mail.text)).toContain(`Open Savings for this client and period: ${links[0]![0]}`);
    const charts = mail.attachments.filter((file) => file.contentType === 'image/png');
    expect(charts.map((file) => file.cid)).toEqual([1, 2, 3].map((n) => `chart-${n}@tripsight.invalid`));
    for (const chart of charts) expect(chart.content.subarray(1, 4).toString()).toBe('PNG');
    const [pdf, xlsx] = mail.attachments.filter((file) => file.contentType !== 'image/png');
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(xlsx!.filename).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx!.content as unknown as ArrayBuffer);
    const rows = book.getWorksheet('Figures')!.getSheetValues() as unknown[][];
    const savings = rows.find((row) => row?.[2] === 'Savings accepted')!;
    expect(savings[3]).toBe(accepted);
    expect(savings[4]).toBe(overview.body.annotation.currency);
    const trend = book.getWorksheet('Recent periods')!.getSheetValues() as unknown[][];
    expect(trend.filter((row) => row?.[1] === 'Savings').map((row) => row[3])).toHaveLength(6);

    // The period is sent once: a second send, or the schedule's, adds no mail.
    const again = await as(manager, 'POST', `/api/digests/${id}/send`);
    expect(again.body).toEqual({ sent: 0, period, paused: false });
    expect(smtp.received.length).toBe(before + 1);
    const history = await as(manager, 'GET', '/api/digests');
    expect(history.body.digests.map((digest: Json) => digest.id)).toContain(id);
  });

  it('sends a test to every client each time, keeps the period to one real send, and lists both in the history', async () => {
    const { body: filters } = await as(manager, 'GET', '/api/dynamicFilters?productName=Faresaver');
    const clients = [filters.data[0].corporate as string, filters.data[1].corporate as string];
    const created = await as(manager, 'POST', '/api/digests', {
      name: 'Tested digest',
      clients,
      schedule: 'weekly',
      recipients: ['alex.morgan@northstar.example'],
      sections: ['savings'],
    });
    const id = created.body.id as number;
    const before = smtp.received.length;
    for (let i = 0; i < 2; i += 1) {
      const tested = await as(manager, 'POST', `/api/digests/${id}/test`);
      expect(tested.status).toBe(200);
      expect(tested.body).toEqual({ sent: 2, test: true });
    }
    const tests = smtp.received.slice(before);
    expect(tests).toHaveLength(4);
    for (const arrived of tests) {
      const mail = await simpleParser(arrived.raw);
      expect(mail.subject).toMatch(/^Test: Tested digest: /);
      expect(String(mail.text)).toMatch(/^This is a test of the digest, sent on request;/);
      expect(mail.attachments.map((file) => file.contentType)).toEqual([
        'image/png',
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
    }
    const period = latestCompletePeriod('weekly', new Date(), tenantTimeZone('northstar'));
    expect((await as(manager, 'POST', `/api/digests/${id}/send`)).body).toEqual({
      sent: 2,
      period,
      paused: false,
    });
    expect((await as(manager, 'POST', `/api/digests/${id}/send`)).body).toEqual({
      sent: 0,
      period,
      paused: false,
    });
    const real = smtp.received.slice(before + 4);
    expect(real).toHaveLength(2);
    for (const arrived of real) expect((await simpleParser(arrived.raw)).subject).toMatch(/^Tested digest: /);

    const history = await as(manager, 'GET', `/api/digests/${id}/history`);
    expect(history.status).toBe(200);
    const sends = history.body.sends as Json[];
    expect(sends).toHaveLength(6);
    expect(sends.map((send) => [send.client, send.test, send.status, send.period])).toEqual([
      [clients[1], false, 'sent', period.key],
      [clients[0], false, 'sent', period.key],
      [clients[1], true, 'sent', period.key],
      [clients[0], true, 'sent', period.key],
      [clients[1], true, 'sent', period.key],
      [clients[0], true, 'sent', period.key],
    ]);
    expect(Object.keys(sends[0]!).sort()).toEqual(
      [
        'attempts',
        'client',
        'createdAt',
        'error',
        'id',
        'messageId',
        'period',
        'sentAt',
        'status',
        'test',
      ].sort(),
    );
    expect(sends[0]).toMatchObject({ attempts: 1, error: null, messageId: expect.any(String) });
    expect((await as(second, 'GET', `/api/digests/${id}/history`)).status).toBe(404);
    expect((await as(second, 'POST', `/api/digests/${id}/test`)).status).toBe(404);
    const noTab = await tokenFor(server, 'noexport');
    expect((await as(noTab, 'GET', `/api/digests/${id}/history`)).status).toBe(403);
  });

  it('sends nothing for a paused digest', async () => {
    const { body: filters } = await as(manager, 'GET', '/api/dynamicFilters?productName=Faresaver');
    const created = await as(manager, 'POST', '/api/digests', {
      name: 'Paused digest',
      clients: [filters.data[0].corporate as string],
      schedule: 'daily',
      recipients: ['alex.morgan@northstar.example'],
      sections: ['rebooking'],
    });
    const id = created.body.id as number;
    await as(manager, 'PATCH', `/api/digests/${id}`, { paused: true });
    const before = smtp.received.length;
    const period = latestCompletePeriod('daily', new Date(), tenantTimeZone('northstar'));
    expect((await as(manager, 'POST', `/api/digests/${id}/send`)).body).toEqual({
      sent: 0,
      period,
      paused: true,
    });
    expect(smtp.received.length).toBe(before);
    expect((await as(manager, 'GET', `/api/digests/${id}/history`)).body).toEqual({ sends: [] });
  });
});
