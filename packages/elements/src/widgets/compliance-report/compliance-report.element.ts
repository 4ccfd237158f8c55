import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Compliance Report: a pie of compliant and non-compliant spend per point of sale (default), cabin class or haul, chosen with a toggle; the first 8 pies, then "Show all".
 * @tag tripsight-compliance-report
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart choice - The Point of sale / Cabin class / Haul toggle.
 * @csspart report-pie - Each category's pie.
 * @csspart chart - Each pie's drawing.
 * @csspart legend - Each pie's legend.
 * @csspart view-as-table - Each pie's "View as table" button.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color-1 - Compliant spend.
 * @cssprop --tripsight-chart-color-2 - Non-compliant spend.
 */
export function defineComplianceReport(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-compliance-report',
    withShoelaceTheme(() =>
      import('./compliance-report.js').then((m) => ({ component: m.ComplianceReport, styles: m.styles })),
    ),
    {
      props: SAMPLE_WIDGET_PROPS,
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-compliance-report': HTMLElement & SampleWidgetProps;
  }
}
