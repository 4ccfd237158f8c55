import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOWNLOAD_TEXTS } from '@tripsight/core/export';
import {
  availabilityMainTableView,
  availabilitySummaryView,
  missedSavingsCardsView,
  type AvailabilityMainRow,
  type AvailabilitySummaryData,
  type MissedSavingsHotelCard,
} from '@tripsight/core/views';
import { describe, expect, it } from 'vitest';
import { HOTEL_AVAILABILITY_EXPORTS } from '../src/reports/hsi-availability-exports.js';
import { daysAgo, okView } from './analytics-client.js';
import { factsOf, fetchReport, sumColumn, workbookOf } from './report-client.js';
import { signedInServer } from './signed-in.js';
import { tokenFor } from './tokens.js';

const range = { startDate: daysAgo(365), endDate: daysAgo(1), currency: 'EUR' };
const url = (path: string) => `${HOTEL_AVAILABILITY_EXPORTS}/${path}`;

describe('negotiated rate availability exports', () => {
  const app = signedInServer();
  const view = async <T>(path: string, params: Record<string, string> = {}) =>
    (await okView<T>(app.server, path, { ...range, ...params }, app.manager)).data;

  it('exports the stays of the range, whose missed savings equal the availability summary', async () => {
    const res = await fetchReport(app.server, url('reservations'), range, app.manager);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('Availability Reservations');
    const workbook = await workbookOf(res);
    const summary = await view<AvailabilitySummaryData>(availabilitySummaryView.path);
    const facts = factsOf(workbook);
    expect(facts.get('Missed savings (rate not available)')).toBeCloseTo(summary.missedSavings, 1);
    const statuses = sumColumn(workbook, 'Nights', ['Availability status', 'Not available']);
    expect(statuses.sum).toBe(summary.notAvailableNights);
  });

  it('applies the filters JSON and exports the hotels as the details main table', async () => {
    const main = await view<AvailabilityMainRow[]>(availabilityMainTableView.path);
    const res = await fetchReport(app.server, url('hotels'), range, app.manager);
    expect(res.status).toBe(200);
    const workbook = await workbookOf(res);
    expect(sumColumn(workbook, 'Covered nights').sum).toBe(main.reduce((sum, r) => sum + r.coveredNights, 0));
    const filtered = await fetchReport(
      app.server,
      url('hotels'),
      { ...range, filters: JSON.stringify({ corporate: ['Nobody Ltd'] }) },
      app.manager,
    );
    expect(sumColumn(await workbookOf(filtered), 'Covered nights').rows).toBe(0);
    const bad = await fetchReport(
      app.server,
      url('hotels'),
      { ...range, filters: '{"airline":[]}' },
      app.manager,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('filters');
  });

  it("exports a card's missed savings with its reason, or e-mails them with the product's message", async () => {
    const [card] = await view<MissedSavingsHotelCard[]>(missedSavingsCardsView.path);
    const hotelId = (card as MissedSavingsHotelCard).hotelId;
    const res = await fetchReport(
      app.server,
      url('missedSavings/report'),
      { ...range, hotelId },
      app.manager,
    );
    expect(res.status).toBe(200);
    const facts = factsOf(await workbookOf(res));
    expect(facts.get('Missed savings')).toBe(card?.missedSavings);
    expect(facts.get('What went wrong')).toBe(card?.reason);

    // With every parameter the export menu sends (the fee mode too).
    const mail = await fetchReport(
      app.server,
      url('missedSavings/email'),
      { ...range, hotelId, currency: 'EUR', feeMode: 'gross', format: 'xlsx' },
      app.manager,
    );
    expect(mail.status).toBe(200);
    const message = (await mail.json()) as {
      messageShouldBeDisplayed: boolean;
      messageStatus: 'sentEmailWithContent';
    };
    expect(message).toEqual({ messageShouldBeDisplayed: true, messageStatus: 'sentEmailWithContent' });
    expect(DOWNLOAD_TEXTS[message.messageStatus]).toBe(
      'An email with the relevant opportunity details will be sent to you. Please check your inbox within a few minutes.',
    );
    const outbox = join(app.server.config.dataDir, 'outbox');
    const sent = readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(outbox, name), 'utf8'));
    const missed = sent.find((eml) => /^Subject: Missed Savings Opportunity$/m.test(eml));
    expect(missed).toMatch(/^To: alex\.morgan@northstar\.example$/m);
    // Long file names are split into RFC 2231 continuations (filename*0, filename*1, …).
    expect(missed).toMatch(/^Content-Disposition: attachment; filename(\*0)?="Northstar Travel Missed/m);
    expect(missed).toMatch(
      /^Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.spreadsheetml/m,
    );
  });

  it('answers 400 naming hotelId for the missed-savings exports without one, and an unknown parameter', async () => {
    for (const path of ['missedSavings/report', 'missedSavings/email']) {
      const res = await fetchReport(app.server, url(path), range, app.manager);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe('hotelId');
      for (const hotelId of ['../../etc/passwd', "900' OR '1'='1", '9'.repeat(19)]) {
        const bad = await fetchReport(app.server, url(path), { ...range, hotelId }, app.manager);
        expect(bad.status, `${path} ${hotelId}`).toBe(400);
        expect(((await bad.json()) as { field: string }).field).toBe('hotelId');
      }
    }
    const unknown = await fetchReport(app.server, url('hotels'), { ...range, isHPA: 'true' }, app.manager);
    expect(unknown.status).toBe(400);
  });

  it('answers 404 for a hotel the TMC has no stay at, and sends no mail for it', async () => {
    const outbox = join(app.server.config.dataDir, 'outbox');
    const mailed = () => (existsSync(outbox) ? readdirSync(outbox).length : 0);
    const before = mailed();
    for (const path of ['missedSavings/report', 'missedSavings/email']) {
      const res = await fetchReport(app.server, url(path), { ...range, hotelId: '99999999' }, app.manager);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect(mailed()).toBe(before);
  });

  it('needs a signed-in caller entitled to the group and allowed to export', async () => {
    expect((await fetchReport(app.server, url('hotels'), range)).status).toBe(401);
    expect((await fetchReport(app.server, url('hotels'), range, app.second)).status).toBe(403);
    const noExport = await tokenFor(app.server, 'noexport');
    expect((await fetchReport(app.server, url('hotels'), range, noExport)).status).toBe(403);
  });
});
