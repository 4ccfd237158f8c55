import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { header } from './smtp-sink.js';

/** One attachment of a message: its file name and its bytes. */
export interface MailAttachment {
  fileName: string;
  content: Buffer;
}

/** The file name of a MIME part's headers: `filename="…"` or its RFC 2231 continuations. */
function fileNameOf(head: string): string | null {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const whole = /filename="([^"]*)"/.exec(unfolded);
  if (whole) return whole[1]!;
  const pieces = [...unfolded.matchAll(/filename\*(\d+)(\*)?=("?)([^";\r\n]*)\3/g)]
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((match) => (match[2] ? decodeURIComponent(match[4]!.replace(/^utf-8''/i, '')) : match[4]!));
  return pieces.length ? pieces.join('') : null;
}

/** The base64 attachments of a raw multipart message (as nodemailer writes them). */
export function attachmentsOf(raw: string): MailAttachment[] {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(header(raw, 'Content-Type') ?? '')?.[1];
  if (!boundary) return [];
  const found: MailAttachment[] = [];
  for (const part of raw.split(`--${boundary}`).slice(1)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!/Content-Disposition:\s*attachment/i.test(head)) continue;
    found.push({
      fileName: fileNameOf(head) ?? '',
      content: Buffer.from(body.join('\n').replace(/\s+/g, ''), 'base64'),
    });
  }
  return found;
}

/** The raw `.eml` messages of an outbox folder, oldest name first. */
export function outboxMessages(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}
