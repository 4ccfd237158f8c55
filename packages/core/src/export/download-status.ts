import type { DownloadState, DownloadStatus } from '../bus/types.js';

/** Banner texts per download state (docs/rules/shell.md#download-status). */
export const DOWNLOAD_TEXTS: Readonly<Record<Exclude<DownloadState, 'notStarted'>, string>> = {
  pending: 'Downloading',
  success: 'Download completed',
  fail: 'Download failed',
  sentByEmail:
    'The report you requested will take a few minutes to prepare. Please look out for an email in your inbox with a download link.',
  sentEmailWithContent:
    'An email with the relevant opportunity details will be sent to you. Please check your inbox within a few minutes.',
  contactSupport: "We don't support downloading such large reports. Please contact our support.",
};

/** Auto-dismiss per state in ms (docs/rules/shell.md#download-status); null never times out. */
export const DOWNLOAD_AUTO_DISMISS_MS: Readonly<Record<DownloadState, number | null>> = {
  notStarted: null,
  pending: null,
  success: 25_000,
  fail: 5_000,
  sentByEmail: 45_000,
  sentEmailWithContent: 45_000,
  contactSupport: 45_000,
};

/** Message statuses a report endpoint may answer with instead of a file. */
type ReportMessageStatus = 'sentByEmail' | 'sentEmailWithContent' | 'contactSupport';

/** The JSON a report endpoint answers when it does not send a file (docs/rules/shell.md#exports-and-downloads). */
export interface ReportMessage {
  messageShouldBeDisplayed: boolean;
  messageStatus: ReportMessageStatus;
}

const REPORT_MESSAGE_STATUSES: readonly ReportMessageStatus[] = [
  'sentByEmail',
  'sentEmailWithContent',
  'contactSupport',
];

/** True for a `{ messageShouldBeDisplayed, messageStatus }` body with a known status. */
export function isReportMessage(value: unknown): value is ReportMessage {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.messageShouldBeDisplayed === 'boolean' &&
    (REPORT_MESSAGE_STATUSES as readonly unknown[]).includes(body.messageStatus)
  );
}

/** The initial status (hidden banner). */
export function notStarted(): DownloadStatus {
  return { state: 'notStarted', fileName: null, message: null };
}

/** The export began. */
export function pending(fileName: string): DownloadStatus {
  return { state: 'pending', fileName, message: DOWNLOAD_TEXTS.pending };
}

/** The download completed. */
export function succeeded(fileName: string | null): DownloadStatus {
  return { state: 'success', fileName, message: DOWNLOAD_TEXTS.success };
}

/** The export failed. */
export function failed(fileName: string | null): DownloadStatus {
  return { state: 'fail', fileName, message: DOWNLOAD_TEXTS.fail };
}

/** A report's message status becomes the status (docs/rules/shell.md#download-status); a message not to display resets. */
export function fromReportMessage(message: ReportMessage, fileName: string | null): DownloadStatus {
  if (!message.messageShouldBeDisplayed) return notStarted();
  return { state: message.messageStatus, fileName, message: DOWNLOAD_TEXTS[message.messageStatus] };
}

/** True for a URI-too-long failure (HTTP 414), which an export swallows after resetting (docs/rules/shell.md#download-status). */
function isUriTooLong(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 414 || (typeof message === 'string' && /uri too long/i.test(message));
}

/**
 * The status after an export error (docs/rules/shell.md#download-status): URI too long resets quietly (`report` false); any
 * other error fails and is reported.
 */
export function afterExportError(
  error: unknown,
  fileName: string | null,
): { status: DownloadStatus; report: boolean } {
  if (isUriTooLong(error)) return { status: notStarted(), report: false };
  return { status: failed(fileName), report: true };
}
