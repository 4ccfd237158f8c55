import { defineLazyElement } from '../internal/define.js';
import { composedPageStyles } from '../pages/composed-page/composed-page.styles.js';
import { sharedStyles } from '../ui/ui.styles.js';

const reportPageStyles = /* css */ `
:host { display: block; padding: 12px; }
.ts-report-title { margin: 4px 0 12px; font-size: 1.1rem; }
.ts-report-tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 8px; }
.ts-report-tabs button {
  font: inherit; padding: 6px 12px; border: 1px solid var(--tripsight-color-border, #d0d5dd);
  border-radius: 6px; background: var(--tripsight-color-surface, #fff); color: inherit; cursor: pointer;
}
.ts-report-tabs button[aria-current='page'] {
  background: var(--tripsight-color-primary, #1f5eff); color: #fff; border-color: transparent;
}
.ts-report-failure { margin: 16px; }
`;

/**
 * @summary The page of the reference report service's embed page: a report drawn from its
 * definition, driven by powerbi-client through postMessage. Not for hosts: `<tripsight-report>`
 * embeds it.
 */
export const defineReportPage = (): CustomElementConstructor =>
  defineLazyElement('tripsight-report-page', () => import('./report-page.js').then((m) => m.ReportPage), {
    styles: [sharedStyles, composedPageStyles, reportPageStyles],
  });

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-report-page': HTMLElement;
  }
}
