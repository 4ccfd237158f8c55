import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDir } from '../mail/mail-transport.js';

/**
 * How long the mail outbox (the `.eml` files the mail transport writes without SMTP_URL) keeps an
 * export's message: seven days, then it is deleted.
 */
export const OUTBOX_RETENTION_DAYS = 7;
/** How often the outbox is cleaned (and once when the service starts). */
const OUTBOX_CLEAN_EVERY_MS = 60 * 60 * 1000;

const DAY_MS = 86_400_000;

/**
 * Deletes the outbox's messages written more than `retentionDays` before `now` (by the time their
 * name starts with); answers how many were deleted. An entry of another shape (an alert's message,
 * named after its idempotency key) is left alone.
 */
export function cleanOutbox(dataDir: string, now: number, retentionDays = OUTBOX_RETENTION_DAYS): number {
  let entries: string[];
  try {
    entries = readdirSync(outboxDir(dataDir));
  } catch {
    return 0; // no outbox yet
  }
  let deleted = 0;
  for (const name of entries) {
    const writtenAt = Number(/^(\d{10,})-/.exec(name)?.[1] ?? NaN);
    if (!Number.isFinite(writtenAt) || now - writtenAt <= retentionDays * DAY_MS) continue;
    rmSync(join(outboxDir(dataDir), name), { recursive: true, force: true });
    deleted++;
  }
  return deleted;
}

/** Cleans the outbox now and every OUTBOX_CLEAN_EVERY_MS until `onClose` runs the returned stop. */
export function scheduleOutboxCleaning(dataDir: string, onClose: (task: () => void) => void): void {
  const clean = () => cleanOutbox(dataDir, Date.now());
  clean();
  const timer = setInterval(clean, OUTBOX_CLEAN_EVERY_MS);
  timer.unref();
  onClose(() => clearInterval(timer));
}

/**
 * Text fit for a file name on every system: no path separators, reserved or control characters,
 * runs of spaces made one, at most `max` characters.
 */
export function fileNamePart(text: string, max = 80): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
      .trim()
  );
}
