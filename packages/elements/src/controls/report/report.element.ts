import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import type { ReportProps } from './report.js';

/**
 * @summary An embedded report (Power BI, or the reference report service) drawn with powerbi-client,
 * which loads only with this element.
 *
 * The embed token comes from `GET /api/getEmbedToken?reportId=` with the dashboard's sign-in token,
 * again on every tab change; the report's filters are replaced (updateFilters ReplaceAll) whenever
 * the dashboard's filters, currency, dates or product change, and the token is renewed before it
 * expires, keeping filters and page.
 *
 * @attr report-name - The catalogue's report name (the report id of the embed token).
 *
 * @csspart base - The element's root container.
 * @csspart report - The report's box.
 * @csspart spinner - The spinner shown while the report loads.
 * @csspart frame - The box of the report's iframe.
 * @csspart pages - The page list shown above a report of several pages (its own page navigation stays hidden).
 *
 * @cssprop --tripsight-color-primary - The spinner's moving arc.
 * @cssprop --tripsight-color-border - The spinner's track.
 */
export const defineReport = (): CustomElementConstructor =>
  defineLazyElement<ReportProps>(
    'tripsight-report',
    withShoelaceTheme(() =>
      import('./report.js').then((m) => ({ component: m.ReportEmbed, styles: m.styles })),
    ),
    {
      props: { reportName: 'string' },
    },
  );

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-report': HTMLElement;
  }
}
