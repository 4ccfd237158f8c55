import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/** One message the service sends. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
  /**
   * A name that is the same each time this very message is sent again (an alert's rule and period):
   * it makes the Message-ID, and the outbox file name, so a resend after a crash replaces rather than adds.
   */
  key?: string;
}

/** Where mail goes: an SMTP server (`SMTP_URL`) or `.eml` files in `{DATA_DIR}/outbox`. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Sends `message`; resolves with its Message-ID once the server (or the disk) accepted it. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** The outbox folder of a data directory. */
export const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

const safeName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 120);

/**
 * The service's one mail transport (nodemailer). With `smtpUrl`, messages go to that SMTP server;
 * without, each is written as a complete RFC 822 `.eml` file to `{dataDir}/outbox` (written to a
 * temporary name and renamed, so a reader never sees half a message), which any mail client opens.
 */
export function createMailTransport(config: {
  smtpUrl: string | null;
  mailFrom: string;
  dataDir: string;
}): MailTransport {
  const messageId = (key: string | undefined) =>
    `<${key ? safeName(key) : `${Date.now()}.${Math.random().toString(36).slice(2)}`}@tripsight.invalid>`;
  const options = (message: MailMessage) => ({
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
    messageId: messageId(message.key),
  });
  if (config.smtpUrl) {
    // A few connections kept open and reused: a burst of alerts does not open one per message. A
    // stalled server fails the try well inside the lease of a send (see ../alerts/alert-settings.ts).
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await smtp.sendMail(options(message));
        return { messageId: info.messageId };
      },
      close: () => smtp.close(),
    };
  }
  const folder = outboxDir(config.dataDir);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await stream.sendMail(options(message));
      mkdirSync(folder, { recursive: true });
      const name = message.key ? safeName(message.key) : `${Date.now()}-${safeName(info.messageId)}`;
      const temporary = join(folder, `.${name}.${process.pid}.tmp`);
      writeFileSync(temporary, info.message as Buffer);
      renameSync(temporary, join(folder, `${name}.eml`));
      return { messageId: info.messageId };
    },
    close: () => stream.close(),
  };
}
