import type { Readable } from 'node:stream';
import type { MailTransport } from './mail-transport.js';

/** An export file to mail: to whom, the subject and text, the attachment's name. */
export interface ExportMail {
  to: string | null;
  subject: string;
  text: string;
  fileName: string;
}

/**
 * Mails an export file through the service's mail transport (SMTP_URL, else an `.eml` in the
 * outbox): reads `file` while `written` (what writes it) runs, then sends it as the attachment.
 * Resolves once the transport accepted the message.
 */
export async function mailExportFile(
  mail: MailTransport,
  message: ExportMail,
  file: Readable,
  written: Promise<unknown>,
): Promise<void> {
  const chunks: Buffer[] = [];
  const read = (async () => {
    for await (const chunk of file as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  })();
  await Promise.all([written, read]);
  await mail.send({
    to: message.to ?? [],
    subject: message.subject,
    text: message.text,
    attachments: [{ filename: message.fileName, content: Buffer.concat(chunks) }],
  });
}
