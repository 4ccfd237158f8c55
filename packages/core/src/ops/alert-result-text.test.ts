import { describe, expect, it } from 'vitest';
import {
  digestTestText,
  periodChartLabel,
  periodKeyText,
  periodText,
  ruleCurrency,
  runResultText,
  testResultText,
} from './alert-result-text.js';
import { alertRule } from '../testing/alert-fixtures.js';

const rule = alertRule();
const day = { start: '2026-11-28', end: '2026-11-28', key: '2026-11-28' };

describe('runResultText', () => {
  it("says what 'Run now' did", () => {
    const period = { start: '2026-10-01', end: '2026-10-31', key: '2026-10' };
    expect(runResultText({ fired: true, sent: true, value: 1234, threshold: 1500, period })).toBe(
      'Oct 2026: 1,234 against 1,500. The alert fired and was sent.',
    );
    expect(runResultText({ fired: true, sent: false, value: 1234, threshold: 1500, period })).toBe(
      'Oct 2026: 1,234 against 1,500. The alert fired; it was already sent for this period.',
    );
    expect(runResultText({ fired: false, sent: false, value: null, threshold: 1500, period })).toBe(
      'Oct 2026: no figure against 1,500. The alert did not fire; nothing was sent.',
    );
    expect(
      runResultText({ fired: true, sent: false, paused: true, value: 1234, threshold: 1500, period }),
    ).toBe('Oct 2026: 1,234 against 1,500. The rule is paused; nothing was sent.');
  });
});

describe('periodKeyText', () => {
  it('names the period of a history row by its days', () => {
    expect(periodKeyText('2026-W48')).toBe('23–29 Nov 2026');
    expect(periodKeyText('2026-11')).toBe('Nov 2026');
    expect(periodKeyText('2026-11-28')).toBe('28 Nov 2026');
    expect(periodKeyText('someday')).toBe('someday');
  });
});

describe('periodChartLabel', () => {
  it('names a day and a week without their year, a month with it', () => {
    expect(periodChartLabel({ start: '2026-11-28', end: '2026-11-28' })).toBe('28 Nov');
    expect(periodChartLabel({ start: '2026-11-16', end: '2026-11-22' })).toBe('16–22 Nov');
    expect(periodChartLabel({ start: '2026-11-30', end: '2026-12-06' })).toBe('30 Nov – 6 Dec');
    expect(periodChartLabel({ start: '2026-10-01', end: '2026-10-31' })).toBe('Oct 2026');
  });
});

describe('periodText', () => {
  it('names a day, a whole month and a week', () => {
    expect(periodText(day)).toBe('28 Nov 2026');
    expect(periodText({ start: '2026-10-01', end: '2026-10-31' })).toBe('Oct 2026');
    expect(periodText({ start: '2026-02-01', end: '2026-02-28' })).toBe('Feb 2026');
    expect(periodText({ start: '2026-11-16', end: '2026-11-22' })).toBe('16–22 Nov 2026');
    expect(periodText({ start: '2026-11-30', end: '2026-12-06' })).toBe('30 Nov – 6 Dec 2026');
    expect(periodText({ start: '2026-12-28', end: '2027-01-03' })).toBe('28 Dec 2026 – 3 Jan 2027');
  });
});

describe('ruleCurrency', () => {
  it("takes the rule's filter currency, else the dashboard's", () => {
    expect(ruleCurrency(rule, 'USD')).toBe('EUR');
    expect(ruleCurrency({ filters: {} }, 'GBP')).toBe('GBP');
    expect(ruleCurrency({ filters: {} }, null)).toBeNull();
  });
});

describe('testResultText', () => {
  it('names the figure with its label and currency, the period and the condition', () => {
    expect(testResultText(rule, { fired: true, value: 6101.67, threshold: 0, period: day }, 'USD')).toBe(
      'Test sent: Accepted savings was €6,101.67 for 28 Nov 2026, at or above €0 — the alert would fire.',
    );
  });

  it('says when the alert would not fire, and when the view had no figure', () => {
    const weekly = { ...rule, operator: 'lt' as const, field: 'trackedPnrs', filters: {} };
    const week = { start: '2026-11-16', end: '2026-11-22', key: '2026-W47' };
    expect(testResultText(weekly, { fired: false, value: 2048, threshold: 1500, period: week }, 'EUR')).toBe(
      'Test sent: Tracked PNRs was 2,048 for 16–22 Nov 2026, not below 1,500 — the alert would not fire.',
    );
    expect(testResultText(weekly, { fired: false, value: null, threshold: 1500, period: week }, null)).toBe(
      'Test sent: Tracked PNRs had no figure for 16–22 Nov 2026, so it is not below 1,500 — the alert would not fire.',
    );
  });

  it('reads a percentage without its unit in the label, and says a paused rule sends nothing on schedule', () => {
    const ratio = {
      ...rule,
      field: 'rebookingPerformanceRatio',
      operator: 'lt' as const,
      paused: true,
    };
    const month = { start: '2026-10-01', end: '2026-10-31', key: '2026-10' };
    expect(testResultText(ratio, { fired: true, value: 12.5, threshold: 20, period: month }, null)).toBe(
      'Test sent: Rebooking performance was 12.50% for Oct 2026, below 20% — the alert would fire. ' +
        '“Probe rule” is paused, so scheduled sends are off.',
    );
  });
});

describe('digestTestText', () => {
  it('counts the client mails sent as tests, and warns about a paused digest', () => {
    expect(digestTestText({ name: 'KB digest', paused: false }, { sent: 2 })).toBe(
      'Test sent: “KB digest” for 2 clients.',
    );
    expect(digestTestText({ name: 'KB digest', paused: true }, { sent: 1 })).toBe(
      'Test sent: “KB digest” for 1 client. It is paused, so scheduled sends are off.',
    );
    expect(digestTestText({ name: 'KB digest', paused: false }, { sent: 0 })).toBe(
      'No test of “KB digest” was sent.',
    );
  });
});
