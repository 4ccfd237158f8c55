import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How long the mail outbox keeps a message (its folder): seven days, then it is deleted. */
export const OUTBOX_RETENTION_DAYS = 7;
/** How often the outbox is cleaned (and once when the service starts). */
export const OUTBOX_CLEAN_EVERY_MS = 60 * 60 * 1000;

const DAY_MS = 86_400_000;

/** The outbox folder of a data folder: one folder per message, named `<written at, ms>-<random>`. */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/** One message of the outbox: its envelope and its attachment's file name. */
export interface OutboxMessage {
  to: string | null;
  subject: string;
  attachment: string;
}

/**
 * Writes one message to the outbox: `message.json` (the envelope) and the attachment streamed from
 * `content`; resolves once both are on disk. The folder name starts with the time it was written,
 * which is what the cleaning reads; it holds nothing a caller chose.
 */
export async function writeOutboxMessage(
  dataDir: string,
  writtenAt: Date,
  message: OutboxMessage,
  content: Readable,
): Promise<void> {
  const folder = join(outboxDir(dataDir), `${writtenAt.getTime()}-${randomUUID().slice(0, 8)}`);
  mkdirSync(folder, { recursive: true });
  const envelope = pipeline(
    async function* () {
      yield JSON.stringify(message, null, 2);
    },
    createWriteStream(join(folder, 'message.json')),
  );
  await Promise.all([envelope, pipeline(content, createWriteStream(join(folder, message.attachment)))]);
}

/**
 * Deletes the outbox's messages written more than `retentionDays` before `now` (by the time their
 * folder name starts with); answers how many were deleted. A folder of another shape is left alone.
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
