import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missedSavingsCardsView, type MissedSavingsHotelCard } from '@tripsight/core/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_AVAILABILITY_EXPORTS } from '../src/reports/hsi-availability-exports.js';
import { outboxDir } from '../src/mail/mail-transport.js';
import { cleanOutbox, OUTBOX_RETENTION_DAYS } from '../src/reports/mail-outbox.js';
import { daysAgo, okView } from './analytics-client.js';
import { attachmentsOf, outboxMessages } from './eml.js';
import { fetchReport } from './report-client.js';
import { startTestServer, type TestServer } from './server.js';
import { tokenFor } from './tokens.js';

const range = { startDate: daysAgo(365), endDate: daysAgo(1), currency: 'EUR' };
const MAIL_BUDGET = 3;

describe('exports by e-mail', () => {
  let server: TestServer;
  let manager: string;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        operationsPerUser: 1000,
        supportPerUser: 1000,
        analyticsPerUser: 1000,
        analyticsPerTmc: 1000,
        mailPerUser: MAIL_BUDGET,
      },
    });
    manager = await tokenFor(server, 'manager');
  });
  afterAll(async () => server?.close());

  it('spend a mail budget of their own (429 with Retry-After), each attachment named after its hotel', async () => {
    const cards = (
      await okView<MissedSavingsHotelCard[]>(server, missedSavingsCardsView.path, range, manager)
    ).data;
    expect(cards.length).toBeGreaterThanOrEqual(2);
    const mail = (card: MissedSavingsHotelCard) =>
      fetchReport(
        server,
        `${HOTEL_AVAILABILITY_EXPORTS}/missedSavings/email`,
        { ...range, hotelId: card.hotelId },
        manager,
      );
    for (let i = 0; i < MAIL_BUDGET; i++) expect((await mail(cards[i % cards.length]!)).status).toBe(200);
    const refused = await mail(cards[0]!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    // Downloads still run on the analytics budget.
    const download = await fetchReport(
      server,
      `${HOTEL_AVAILABILITY_EXPORTS}/missedSavings/report`,
      { ...range, hotelId: cards[0]!.hotelId },
      manager,
    );
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    expect(decodeURIComponent(download.headers.get('content-disposition') ?? '')).toContain(
      cards[0]!.hotelName,
    );
    const outbox = outboxDir(server.config.dataDir);
    const attachments = outboxMessages(outbox).flatMap((raw) =>
      attachmentsOf(raw).map((attachment) => attachment.fileName),
    );
    expect(attachments).toHaveLength(MAIL_BUDGET);
    for (const card of cards.slice(0, 2)) {
      expect(attachments.some((name) => name.includes(card.hotelName))).toBe(true);
    }
    expect(new Set(attachments).size).toBeGreaterThanOrEqual(2);
  });
});

describe('the mail outbox', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tripsight-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps a message ${OUTBOX_RETENTION_DAYS} days, then deletes it`, () => {
    const now = Date.UTC(2026, 5, 15);
    const day = 86_400_000;
    // Messages as the mail transport writes them: `<written at, ms>-<Message-ID>.eml`; an alert's
    // message is named after its idempotency key and is not the cleaning's.
    const files = {
      fresh: `${now - day}-aaaa.eml`,
      lastDay: `${now - OUTBOX_RETENTION_DAYS * day}-bbbb.eml`,
      old: `${now - OUTBOX_RETENTION_DAYS * day - 1}-cccc.eml`,
      alert: 'rule-1-mail-2026-05.eml',
    };
    mkdirSync(outboxDir(dataDir), { recursive: true });
    for (const name of Object.values(files)) writeFileSync(join(outboxDir(dataDir), name), 'Subject: x\n\n');
    expect(cleanOutbox(dataDir, now)).toBe(1);
    expect(readdirSync(outboxDir(dataDir)).sort()).toEqual([files.fresh, files.lastDay, files.alert].sort());
    expect(cleanOutbox(join(dataDir, 'nothing-here'), now)).toBe(0);
  });
});
