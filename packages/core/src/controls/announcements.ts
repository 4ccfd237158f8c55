import type { BusState } from '../bus/types.js';
import { formatDate } from '../format/dates.js';
import { resolveLocale } from '../format/locale.js';
import { FILTER_DEFINITIONS } from './filters.js';
import { sameValue } from '../bus/bus.js';

/** Said once when a dashboard's figures start loading after a change (or on first load). */
export const LOADING_ANNOUNCEMENT = 'Loading the figures…';
/** Said after a change once every card has its figures. */
export const UPDATED_ANNOUNCEMENT = 'The figures were updated.';

/**
 * What a screen reader hears about a change of the dashboard's shared controls: the filter groups
 * whose applied selection changed (by the filter bar's labels), the new date range per product, the
 * currency and the fee mode. Null when none of them changed (edits still pending in the filter bar,
 * a new token, a download status) — nothing is said then.
 *
 * @example changeAnnouncement(next, previous) // 'Filters changed: Client, PCC. Currency: EUR.'
 */
export function changeAnnouncement(state: BusState, previous: BusState): string | null {
  const parts: string[] = [];
  const groups = FILTER_DEFINITIONS.filter(
    (d) => !sameValue(state.filters[d.group], previous.filters[d.group]),
  ).map((d) => d.label);
  if (groups.length > 0) parts.push(`Filters changed: ${groups.join(', ')}.`);
  const locale = resolveLocale(state.locale);
  for (const product of Object.keys(state.dates) as (keyof BusState['dates'])[]) {
    const range = state.dates[product];
    const before = previous.dates[product];
    if (range && before && !sameValue(range, before)) {
      parts.push(`Dates: ${formatDate(range.startDate, locale)} to ${formatDate(range.endDate, locale)}.`);
    }
  }
  if (state.currency !== previous.currency) {
    parts.push(`Currency: ${state.currency ?? 'branch default'}.`);
  }
  if (state.feeMode !== previous.feeMode) {
    parts.push(state.feeMode === 'net' ? 'Savings net of fees.' : 'Savings gross of fees.');
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The one sentence said when every card has settled after `change` (null: the first load): that
 * the figures were updated, or how many sections could not be loaded — once for the whole
 * dashboard, not per card.
 *
 * @example settledAnnouncement('Currency: EUR.', 0) // 'Currency: EUR. The figures were updated.'
 * @example settledAnnouncement(null, 2) // '2 sections could not be loaded.'
 */
export function settledAnnouncement(change: string | null, failed: number): string | null {
  const failure =
    failed === 0 ? null : `${failed} ${failed === 1 ? 'section' : 'sections'} could not be loaded.`;
  if (change === null) return failure;
  return `${change} ${failure ?? UPDATED_ANNOUNCEMENT}`;
}
