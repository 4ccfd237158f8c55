/** The sentences of the alerts page about what a run or a test did: figures named, in their currency. */
import { formatDayMonth, formatMonthYear } from '../format/dates.js';
import { periodOfKey, type AlertPeriod } from './alert-periods.js';
import type { AlertOperator, AlertRule, AlertRunResult, Digest } from './alert-rules.js';
import { alertViewChoice } from './alert-views.js';
import { formatAlertFigure } from './digest-figures.js';
import type { AlertTestResult, DigestTestResult } from './alerts-client.js';

/** What 'Run now' did, in a sentence. */
export function runResultText(result: AlertRunResult & { paused?: boolean }): string {
  const value = result.value === null ? 'no figure' : result.value.toLocaleString('en-US');
  const outcome = result.paused
    ? 'The rule is paused; nothing was sent.'
    : result.fired
      ? result.sent
        ? 'The alert fired and was sent.'
        : 'The alert fired; it was already sent for this period.'
      : 'The alert did not fire; nothing was sent.';
  return `${periodText(result.period)}: ${value} against ${result.threshold.toLocaleString('en-US')}. ${outcome}`;
}

/** The operators as a sentence compares with them (`at or above €0`). */
const OPERATOR_PHRASES: Record<AlertOperator, string> = {
  lt: 'below',
  lte: 'at or below',
  gt: 'above',
  gte: 'at or above',
};

/** A day as the alert texts write it: `28 Nov 2026`. */
function dayText(day: string): string {
  return `${formatDayMonth(day, 'en-GB')} ${day.slice(0, 4)}`;
}

/**
 * A period as a sentence names it: one day (`28 Nov 2026`), a whole month (`Nov 2026`) or a week
 * (`16–22 Nov 2026`, `30 Nov – 6 Dec 2026`).
 */
export function periodText(period: Pick<AlertPeriod, 'start' | 'end'>): string {
  const { start, end } = period;
  if (start === end) return dayText(start);
  const nextDay = new Date(`${end}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  if (start.endsWith('-01') && nextDay.getUTCDate() === 1 && start.slice(0, 7) === end.slice(0, 7)) {
    return formatMonthYear(start);
  }
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8))}–${dayText(end)}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${formatDayMonth(start, 'en-GB')} – ${dayText(end)}`;
  return `${dayText(start)} – ${dayText(end)}`;
}

/** A history row's period key as a sentence names it (`2026-W48` → `23–29 Nov 2026`); an unknown key as it is. */
export function periodKeyText(key: string): string {
  const period = periodOfKey(key);
  return period ? periodText(period) : key;
}

/**
 * A period as a chart's axis names it, shorter than `periodText`: a day (`28 Nov`), a week
 * (`16–22 Nov`, `30 Nov – 6 Dec`) or a month (`Nov 2026`).
 */
export function periodChartLabel(period: Pick<AlertPeriod, 'start' | 'end'>): string {
  const { start, end } = period;
  const day = (date: string) => formatDayMonth(date, 'en-GB');
  if (start === end) return day(start);
  if (start.slice(0, 7) !== end.slice(0, 7)) return `${day(start)} – ${day(end)}`;
  // A whole month keeps its year; a week inside one month drops it.
  const text = periodText(period);
  return text.includes('–') ? `${Number(start.slice(8))}–${day(end)}` : text;
}

/** The currency of a rule's figures: its filter's, else the dashboard's. */
export function ruleCurrency(rule: Pick<AlertRule, 'filters'>, busCurrency: string | null): string | null {
  const own = rule.filters.currency;
  return typeof own === 'string' && own !== '' ? own : busCurrency;
}

/**
 * What 'Send test now' did, in a sentence that names the figure with its label and currency:
 * `Test sent: Accepted savings was €6,101.67 for 28 Nov 2026, at or above €0 — the alert would
 * fire.` A paused rule adds that its scheduled sends are off.
 */
export function testResultText(
  rule: Pick<AlertRule, 'name' | 'view' | 'field' | 'operator' | 'filters' | 'paused'>,
  result: Pick<AlertTestResult, 'fired' | 'value' | 'threshold' | 'period'>,
  busCurrency: string | null,
): string {
  const fullLabel =
    alertViewChoice(rule.view)?.fields.find((choice) => choice.field === rule.field)?.label ?? rule.field;
  const label = fullLabel.replace(/\s*\((?:%|days)\)$/, '');
  const currency = ruleCurrency(rule, busCurrency);
  const show = (value: number, threshold = false) =>
    formatAlertFigure(rule.view, rule.field, value, currency, { threshold });
  const period = periodText(result.period);
  const condition = `${OPERATOR_PHRASES[rule.operator]} ${show(result.threshold, true)}`;
  const finding =
    result.value === null
      ? `${label} had no figure for ${period}, so it is not ${condition}`
      : `${label} was ${show(result.value)} for ${period}, ${result.fired ? '' : 'not '}${condition}`;
  const outcome = result.fired ? 'the alert would fire.' : 'the alert would not fire.';
  return `Test sent: ${finding} — ${outcome}${pausedNote(rule.paused, `“${rule.name}”`)}`;
}

/** What a digest's 'Send test now' did: how many client mails, marked as tests, went out. */
export function digestTestText(
  digest: Pick<Digest, 'name' | 'paused'>,
  result: Pick<DigestTestResult, 'sent'>,
): string {
  const sent =
    result.sent === 0
      ? `No test of “${digest.name}” was sent.`
      : `Test sent: “${digest.name}” for ${result.sent === 1 ? '1 client' : `${result.sent} clients`}.`;
  return `${sent}${pausedNote(digest.paused, 'It')}`;
}

/** The words a test adds on a paused rule or digest (`subject` names it, or 'It' when named already). */
function pausedNote(paused: boolean, subject: string): string {
  return paused ? ` ${subject} is paused, so scheduled sends are off.` : '';
}
