import {
  OPERATOR_LABELS,
  alertFigureLabel,
  filtersText,
  formatAlertFigure,
  periodChartLabel,
  periodText,
  type AlertPeriod,
} from '@tripsight/core/ops';
import { TAB_CATALOGUE, tabRoute } from '@tripsight/core/catalogue';
import type { ViewContract } from '@tripsight/core/views';
import { chartImage } from '../charts/chart-png.js';
import { barChartSvg } from '../charts/server-plot.js';
import { escapeHtml } from '../mail/html-text.js';
import type { MailMessage } from '../mail/mail-transport.js';
import { productTabs } from '../security/entitlements.js';
import type { StoredRule } from './alert-store.js';

/**
 * The link back to the first tab that shows the view's product, with the rule's filters and the
 * period's dates in the query string.
 */
export function tabLink(
  publicUrl: string,
  view: ViewContract,
  rule: Pick<StoredRule, 'filters'>,
  period: AlertPeriod,
): string {
  const name = productTabs(view.product)[0];
  const tab = TAB_CATALOGUE.find((candidate) => candidate.tabName === name);
  const query = new URLSearchParams({ startDate: period.start, endDate: period.end });
  for (const [key, value] of Object.entries(rule.filters)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return `${publicUrl}${tab ? tabRoute(tab) : '/'}?${query.toString()}`;
}

/** What a rule's mail says about its figure: the value, the chart's recent periods, the money's currency. */
export interface AlertFigures {
  value: number | null;
  recent: { period: AlertPeriod; value: number | null }[];
  /** The currency of the view's answer (the rule's currency filter, or the TMC's default). */
  currency: string;
}

/**
 * The alert mail of a fired rule, in the form's words: the figure by its label, the operator as the
 * form says it ("is at or above"), money in the answer's currency; the recent periods as a small bar
 * chart (and a table of them) and a link back to the tab. A test's mail (`test`) says so in its
 * subject ("Test: …") and first line, and whether the figure would fire.
 */
export function alertMessage(
  rule: StoredRule,
  period: AlertPeriod,
  figures: AlertFigures,
  link: string,
  test: { fired: boolean } | null = null,
): Omit<MailMessage, 'key'> {
  const { value, recent, currency } = figures;
  const figure = (number: number | null, threshold = false) =>
    formatAlertFigure(rule.view, rule.field, number, currency, { threshold });
  // The figure as the form names it (Savings overview: Accepted savings), not its field's id.
  const figureName = alertFigureLabel(rule.view, rule.field);
  const condition = `${figureName} ${OPERATOR_LABELS[rule.operator]} ${figure(rule.threshold, true)}`;
  const subject = `${test ? 'Test: ' : 'Alert: '}${rule.name}: ${condition} (${periodText(period)})`;
  const testLine = test
    ? `This is a test of the alert rule "${rule.name}", sent on request. ${
        test.fired
          ? 'The figure crosses the threshold: the rule would fire for this period.'
          : 'The figure does not cross the threshold: the rule would not fire for this period.'
      }`
    : null;
  const summary = `${figureName} was ${figure(value)} for ${periodText(period)}.`;
  // What the figure covers: the rule's filters as its row on the page names them.
  const filters = filtersText(rule.filters);
  const text = [
    ...(testLine ? [testLine, ''] : []),
    `${rule.name}: ${summary}`,
    `The rule fires when ${condition}.`,
    `Filters: ${filters}`,
    '',
    'Recent periods:',
    ...recent.map((point) => `  ${periodText(point.period)}: ${figure(point.value)}`),
    '',
    `Open the tab: ${link}`,
  ].join('\n');
  // The chart is the elements' bar chart (core's spec), drawn in the service and sent as an inline
  // PNG (every mail client shows one; few draw inline SVG); the table beside it has the figures.
  const size = { width: 520, height: 200 };
  const svg = barChartSvg({
    data: recent.map((point) => ({ label: periodChartLabel(point.period), value: point.value ?? 0 })),
    caption: `${figureName} over the recent periods`,
    valueHeading: figureName,
    format: (number) => figure(number),
    formatTick: (number) => formatAlertFigure(rule.view, rule.field, number, currency, { short: true }),
    ...size,
  });
  const chart = chartImage(svg, 'chart-1', size, `${figureName} over the recent periods`, escapeHtml);
  const rows = recent
    .map(
      (point) =>
        `<tr><th scope="row" style="text-align:left;font-weight:normal;padding:2px 12px 2px 0">${escapeHtml(periodText(point.period))}</th>` +
        `<td style="text-align:right">${escapeHtml(figure(point.value))}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif">
${testLine ? `<p style="padding:8px 12px;background:#fff8c5;border:1px solid #d4a72c">${escapeHtml(testLine)}</p>\n` : ''}<h1 style="font-size:18px">${escapeHtml(rule.name)}</h1>
<p><strong>${escapeHtml(figureName)}</strong> was <strong>${escapeHtml(figure(value))}</strong>
for ${escapeHtml(periodText(period))}; the rule fires when ${escapeHtml(condition)}.</p>
<p>Filters: ${escapeHtml(filters)}</p>
<figure style="margin:12px 0">${chart.img}</figure>
<table style="font-size:13px">${rows}</table>
<p><a href="${escapeHtml(link)}">Open the tab with these filters and dates</a></p>
</body></html>`;
  return { to: rule.recipients, subject, text, html, attachments: [chart.attachment] };
}

/**
 * The JSON body of a fired rule's webhook as stored with its send: the rule, the figure and the
 * threshold, the period, the link back to the tab, the send's idempotency key (`id`, the delivery id:
 * the same on every attempt), the firing time, and whether it is a test. Each attempt adds its own
 * time (`sentAt`, webhookAttemptBody) before it is signed and posted.
 */
export function webhookBody(
  rule: StoredRule,
  period: AlertPeriod,
  value: number | null,
  link: string,
  id: string,
  firedAt: Date,
  test = false,
): string {
  return JSON.stringify({
    id,
    rule: { id: rule.id, name: rule.name, view: rule.view, field: rule.field, operator: rule.operator },
    figure: value,
    threshold: rule.threshold,
    period,
    link,
    firedAt: firedAt.toISOString(),
    test,
  });
}

/**
 * The body one attempt posts and signs: the stored body with the attempt's time (`sentAt`, ISO), so
 * the signature covers it and a receiver can refuse a replayed old delivery.
 */
export function webhookAttemptBody(stored: string, sentAt: Date): string {
  return JSON.stringify({ ...(JSON.parse(stored) as object), sentAt: sentAt.toISOString() });
}
