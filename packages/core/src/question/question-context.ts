import type { FilterSelection } from '../bus/types.js';
import type { DateRange } from '../bus/types.js';
import { cubeFilters } from '../cube/cube-client.js';
import type { CubeQuery } from '../cube/cube-query.js';
import { CURRENCY_SUFFIXES, type CurrencySuffix } from '../cube/cubes.js';

/** What the dashboard's context bus adds to a question's query. */
export interface QuestionContext {
  cubeName: string;
  /** The bus's applied filters: added to the question's own. */
  filters: Partial<FilterSelection>;
  /** The bus's date range: used when the question names no period. */
  dates: DateRange;
  /** The view's date dimension (`Cube.member`), which the bus's dates apply to. */
  dateDimension: string | undefined;
  /** The bus's currency (USD, EUR, GBP), or null for the branch default; used when the question names none. */
  currency: string | null;
  /** True when the question named its currency: it then stands. */
  currencyNamed: boolean;
}

const SUFFIX: Readonly<Record<string, CurrencySuffix>> = { USD: 'Usd', EUR: 'Eur', GBP: 'Gbp' };

/** A money measure moved to another currency (`spendUsd` → `spendEur`); other members unchanged. */
function inCurrency(member: string, suffix: CurrencySuffix): string {
  const from = CURRENCY_SUFFIXES.find((s) => member.endsWith(s));
  return from ? `${member.slice(0, -from.length)}${suffix}` : member;
}

/**
 * The query to run for a question, as the dashboard's context bus shapes it: the bus's filters join
 * the question's, the bus's dates stand in when the question names no period, and money follows the
 * bus's currency when the question names none. The question's own reading is kept otherwise.
 *
 * @example questionQuery(answer.query, { cubeName, filters, dates, dateDimension, currency: 'EUR', currencyNamed: false })
 */
export function questionQuery(query: CubeQuery, context: QuestionContext): CubeQuery {
  const out: CubeQuery = { ...query };
  const filters = [...(query.filters ?? []), ...cubeFilters(context.cubeName, context.filters)];
  if (filters.length > 0) out.filters = filters;
  const range: [string, string] = [context.dates.startDate, context.dates.endDate];
  const time = query.timeDimensions?.[0];
  if (time && !time.dateRange) out.timeDimensions = [{ ...time, dateRange: range }];
  else if (!time && context.dateDimension)
    out.timeDimensions = [{ dimension: context.dateDimension, dateRange: range }];
  const suffix = context.currency ? SUFFIX[context.currency] : undefined;
  if (suffix && !context.currencyNamed) {
    out.measures = (query.measures ?? []).map((m) => inCurrency(m, suffix));
    if (query.order && !Array.isArray(query.order)) {
      out.order = Object.fromEntries(Object.entries(query.order).map(([k, v]) => [inCurrency(k, suffix), v]));
    }
  }
  return out;
}
