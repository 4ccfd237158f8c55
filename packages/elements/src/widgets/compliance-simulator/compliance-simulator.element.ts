import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary The compliance simulator: the breakdown toggle (Cabin class, Haul type, All booking), the days slider, the "Prefered city pair" dropdown and the "Advanced purchase policy rule" slider replay the bookings under the chosen rule: a cost-of-non-compliance pie per group, the cost against the rule's day count, and the cost per client and per PCC.
 * @tag tripsight-compliance-simulator
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The panel.
 * @csspart simulator-controls - The row of controls.
 * @csspart choice - The breakdown toggle and the city pair dropdown.
 * @csspart slider - The two sliders.
 * @csspart simulator-summary - The sentence with the trips out of policy and the cost.
 * @csspart simulator-group - Each group's pie.
 * @csspart chart - Every chart.
 * @csspart view-as-table - Each chart's "View as table" button.
 * @csspart legend - The pies' legends.
 * @csspart table - The per-client and per-PCC tables.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 * @cssprop --tripsight-chart-color-1 … -6 - Colours of the pie slices and the curve.
 */
export function defineComplianceSimulator(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-compliance-simulator',
    withShoelaceTheme(() =>
      import('./compliance-simulator.js').then((m) => ({
        component: m.ComplianceSimulator,
        styles: m.styles,
      })),
    ),
    {
      props: SAMPLE_WIDGET_PROPS,
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-compliance-simulator': HTMLElement & SampleWidgetProps;
  }
}
