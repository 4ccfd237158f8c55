import { OPERATOR_SYMBOLS, alertFigureLabel, type AlertPeriod } from '@tripsight/core/ops';
import { TAB_CATALOGUE, tabRoute } from '@tripsight/core/catalogue';
import type { ViewContract } from '@tripsight/core/views';
import { barChartSvg } from '../charts/server-plot.js';
import { escapeHtml } from '../mail/html-text.js';
import type { MailMessage } from '../mail/mail-transport.js';
import { productTabs } from '../security/entitlements.js';
import type { StoredRule } from './alert-store.js';

const figure = (value: number | null) =>
  value === null ? 'no figure' : value.toLocaleString('en-US', { maximumFractionDigits: 4 });

/**
 * The link back to the first tab that shows the view's product, with the rule's filters and the
 * period's dates in the query string.
 */
export function tabLink(
  publicUrl: string,
  view: ViewContract,
  rule: StoredRule,
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

/**
 * The alert mail of a fired rule: the figure, the threshold, the recent periods as a small bar chart
 * (and a table of them) and a link back to the tab.
 */
export function alertMessage(
  rule: StoredRule,
  period: AlertPeriod,
  value: number | null,
  recent: { period: AlertPeriod; value: number | null }[],
  link: string,
): Omit<MailMessage, 'key'> {
  // The figure as the form names it (Savings overview: Accepted savings), not its field's id.
  const figureName = alertFigureLabel(rule.view, rule.field);
  const condition = `${figureName} ${OPERATOR_SYMBOLS[rule.operator]} ${figure(rule.threshold)}`;
  const subject = `Alert: ${rule.name} (${period.key})`;
  const text = [
    `${rule.name}: ${figureName} was ${figure(value)} for ${period.start} to ${period.end}.`,
    `The rule fires when ${condition}.`,
    '',
    'Recent periods:',
    ...recent.map((point) => `  ${point.period.key}: ${figure(point.value)}`),
    '',
    `Open the tab: ${link}`,
  ].join('\n');
  // The chart is the elements' bar chart (core's spec), drawn in the service; the table beside it
  // carries the same figures for clients that do not draw inline SVG.
  const chart = barChartSvg({
    data: recent.map((point) => ({ label: point.period.key, value: point.value ?? 0 })),
    caption: `${figureName} over the recent periods`,
    valueHeading: figureName,
    format: figure,
    width: 520,
    height: 200,
  });
  const rows = recent
    .map(
      (point) =>
        `<tr><th scope="row" style="text-align:left;font-weight:normal;padding:2px 12px 2px 0">${escapeHtml(point.period.key)}</th>` +
        `<td style="text-align:right">${escapeHtml(figure(point.value))}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1 style="font-size:18px">${escapeHtml(rule.name)}</h1>
<p><strong>${escapeHtml(figureName)}</strong> was <strong>${escapeHtml(figure(value))}</strong>
for ${escapeHtml(period.start)} to ${escapeHtml(period.end)}; the rule fires when ${escapeHtml(condition)}.</p>
<figure style="margin:12px 0" role="img" aria-label="${escapeHtml(figureName)} over the recent periods">${chart}</figure>
<table style="font-size:13px">${rows}</table>
<p><a href="${escapeHtml(link)}">Open the tab with these filters and dates</a></p>
</body></html>`;
  return { to: rule.recipients, subject, text, html };
}

/**
 * The JSON body of a fired rule's webhook: the rule, the figure and the threshold, the period, the
 * link back to the tab, and the send's idempotency key (`id`, the same on every attempt) and firing
 * time (a receiver may refuse old ones). It is signed and posted exactly as returned.
 */
export function webhookBody(
  rule: StoredRule,
  period: AlertPeriod,
  value: number | null,
  link: string,
  id: string,
  firedAt: Date,
): string {
  return JSON.stringify({
    id,
    rule: { id: rule.id, name: rule.name, view: rule.view, field: rule.field, operator: rule.operator },
    figure: value,
    threshold: rule.threshold,
    period,
    link,
    firedAt: firedAt.toISOString(),
  });
}
