import { describe, expect, it } from 'vitest';
import {
  afterExportError,
  DOWNLOAD_AUTO_DISMISS_MS,
  DOWNLOAD_TEXTS,
  failed,
  fromReportMessage,
  isReportMessage,
  notStarted,
  pending,
  succeeded,
} from './download-status.js';

describe('download status', () => {
  it('moves notStarted -> pending (with filename) -> success or fail', () => {
    expect(notStarted().state).toBe('notStarted');
    expect(pending('a.xlsx')).toEqual({ state: 'pending', fileName: 'a.xlsx', message: 'Downloading' });
    expect(succeeded('a.xlsx').message).toBe('Download completed');
    expect(failed('a.xlsx').message).toBe('Download failed');
  });

  it('auto-dismisses success 25 s, e-mail and support 45 s, failure 5 s, pending never', () => {
    expect(DOWNLOAD_AUTO_DISMISS_MS).toMatchObject({
      success: 25000,
      sentByEmail: 45000,
      sentEmailWithContent: 45000,
      contactSupport: 45000,
      fail: 5000,
      pending: null,
    });
  });

  it('turns a report message status into the status with the spec text', () => {
    const body = { messageShouldBeDisplayed: true, messageStatus: 'contactSupport' };
    expect(isReportMessage(body)).toBe(true);
    expect(isReportMessage({ messageStatus: 'other', messageShouldBeDisplayed: true })).toBe(false);
    expect(fromReportMessage(body as never, 'a.xlsx').message).toBe(
      "We don't support downloading such large reports. Please contact our support.",
    );
    expect(DOWNLOAD_TEXTS.sentByEmail).toBe(
      'The report you requested will take a few minutes to prepare. Please look out for an email in your inbox with a download link.',
    );
    expect(DOWNLOAD_TEXTS.sentEmailWithContent).toBe(
      'An email with the relevant opportunity details will be sent to you. Please check your inbox within a few minutes.',
    );
  });

  it('swallows URI too long after resetting; other errors fail and are reported', () => {
    expect(afterExportError({ status: 414 }, 'a.xlsx')).toEqual({ status: notStarted(), report: false });
    expect(afterExportError(new Error('boom'), 'a.xlsx')).toEqual({ status: failed('a.xlsx'), report: true });
  });
});
