import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_TAB, latestCompletePeriod } from '@tripsight/core/ops';
import { EVERY_TAB } from '../src/auth/demo-users.js';
import { tenantTimeZone } from '../src/alerts/tenant-mail.js';
import { call, type Json } from './ops-client.js';
import { startTestServer, type TestServer } from './server.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { tokenWithClaims } from './tokens.js';

describe('client digests', () => {
  let server: TestServer;
  let smtp: SmtpSink;
  let manager: string;
  let second: string;
  const as = (token: string, method: string, path: string, body?: unknown) =>
    call(server, method, path, token, body);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ smtpUrl: smtp.url });
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
  });

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
    expect(sent.body).toEqual({ sent: 1, period });
    expect(smtp.received.length).toBe(before + 1);
    const arrived = smtp.received.at(-1)!;
    expect(arrived.to).toEqual(['alex.morgan@northstar.example']);
    const mail = await simpleParser(arrived.raw);
    expect(mail.subject).toBe(`Monthly client figures: ${client} (${period.key})`);

    // The figures are the tab's: the savings overview for the client and the period.
    const query = new URLSearchParams({ startDate: period.start, endDate: period.end, corporate: client });
    const overview = await as(manager, 'GET', `/api/views/air/faresaver/savingsOverview?${query}`);
    const accepted = overview.body.data.acceptedSavings as number;
    // A client with flights in the period: the figures are not all zero.
    expect(overview.body.data.trackedPnrs).toBeGreaterThan(0);
    const html = String(mail.html);
    expect(html).toContain('<svg');
    expect(html).toContain('Savings accepted');
    expect(html).toContain('Cabin class compliance');
    expect(html).toMatch(/Method [a-z0-9-]+: .+, factor year \d{4}/);
    const [pdf, xlsx] = mail.attachments;
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
    expect(again.body).toEqual({ sent: 0, period });
    expect(smtp.received.length).toBe(before + 1);
    const history = await as(manager, 'GET', '/api/digests');
    expect(history.body.digests.map((digest: Json) => digest.id)).toContain(id);
  });
});
