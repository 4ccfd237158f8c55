import {
  DIGEST_SECTION_RULES,
  digestFigures,
  recentPeriods,
  type AlertPeriod,
  type AlertSchedule,
  type DigestFigure,
  type DigestSection,
} from '@tripsight/core/ops';
import type { ViewContract } from '@tripsight/core/views';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { viewAnswer, viewOf } from './view-evaluation.js';

/*
 * What a client's digest says for a period: per section, the figures of its view for the client and
 * the period, and the section's first figure over the recent periods (its chart). Every figure is
 * the view's own answer, as the client's tab shows it with the corporate filter set to the client.
 */

/** Periods a section's chart shows, the digest's own included. */
const DIGEST_CHART_PERIODS = 6;

/** One section of a client's digest. */
export interface DigestSectionContent {
  section: DigestSection;
  title: string;
  figures: DigestFigure[];
  /** The first figure over the recent periods, oldest first. */
  trend: { period: AlertPeriod; value: number }[];
  /** What the figures rest on, when a section says (the emissions method, its source and year). */
  note: string | null;
  /** The view the figures are read from (its tab is the one the mail links to). */
  view: ViewContract;
}

/** A client's digest for one period. */
export interface ClientDigestContent {
  client: string;
  period: AlertPeriod;
  /** The currency the money figures are in (the client's branch default). */
  currency: string;
  sections: DigestSectionContent[];
}

/** The method an emissions answer is stamped with, as a sentence. */
function methodNote(annotation: Record<string, unknown> | undefined): string | null {
  const method = annotation?.method as { id?: string; source?: string; factorYear?: number } | undefined;
  if (!method?.id) return null;
  return `Method ${method.id}: ${method.source ?? ''}, factor year ${method.factorYear ?? ''}.`;
}

/** The digest of `client` of `tmc` for `period`: each of `sections` in the order given. */
export async function clientDigestContent(
  warehouse: Warehouse,
  tmc: string,
  client: string,
  sections: readonly DigestSection[],
  schedule: AlertSchedule,
  period: AlertPeriod,
): Promise<ClientDigestContent> {
  const filters = { corporate: [client] };
  const periods = recentPeriods(schedule, period, DIGEST_CHART_PERIODS);
  let currency = '';
  const content: DigestSectionContent[] = [];
  for (const section of sections) {
    const rule = DIGEST_SECTION_RULES[section];
    const route = viewOf(rule.view.path.replace(/^\/api\/views\//, ''));
    const trend: DigestSectionContent['trend'] = [];
    for (const at of periods) {
      const answer = await viewAnswer(warehouse, tmc, route, filters, at);
      trend.push({ period: at, value: digestFigures(section, answer.data)[0]!.value });
    }
    const answer = await viewAnswer(warehouse, tmc, route, filters, period);
    currency ||= answer.currency;
    content.push({
      section,
      title: rule.title,
      figures: digestFigures(section, answer.data),
      trend,
      note: methodNote(answer.annotation),
      view: route.view,
    });
  }
  return { client, period, currency, sections: content };
}
