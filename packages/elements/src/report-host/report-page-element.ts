import { defineLazyElement } from '../internal/define.js';

/**
 * @summary The page of the reference report service's embed page: a report drawn from its
 * definition, driven by powerbi-client through postMessage. Not for hosts: `<tripsight-report>`
 * embeds it.
 */
export const defineReportPage = (): CustomElementConstructor =>
  defineLazyElement('tripsight-report-page', () =>
    import('./report-page.js').then((m) => ({ component: m.ReportPage, styles: m.styles })),
  );

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-report-page': HTMLElement;
  }
}
