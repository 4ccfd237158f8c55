import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary Savings by stay location: a world map drawn offline (no tile server) with a marker per
 * city sized by its savings and a money badge coloured by band (up to 10K, 10K–50K, 50K–100K, over
 * 100K); zoom 1 to 10, 2 at first; drag or arrow keys pan; also viewable as a table.
 * @tag tripsight-hotel-savings-map
 *
 * @attr mode - normal | poc | demo | autorebook | hpa | pm-only | rate-optimizer | rate-optimizer-pm-only.
 *   poc and demo show the sample; hpa, pm-only and autorebook limit the figures to those reservations.
 * @attr sample-data-key - The sample-data API key (X-API-Key) of POC and demo modes; else the dashboard's
 *   (`configureSampleData`); without one, the sample built into the SDK.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart title - The card title.
 * @csspart chart - The map (has data-painted once drawn).
 * @csspart map-controls - The zoom controls.
 * @csspart zoom-in - The Zoom in button.
 * @csspart zoom-out - The Zoom out button.
 * @csspart zoom-level - The zoom level readout.
 * @csspart map-reset - The Reset button.
 * @csspart legend - The money bands.
 * @csspart view-as-table - The "View as table" / "View as chart" button.
 * @csspart table - The table view.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text.
 * @csspart error - The error fallback.
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 */
export function defineHotelSavingsMap(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-savings-map',
    () => import('./hotel-savings-map.js').then((m) => ({ component: m.HotelSavingsMap, styles: m.styles })),
    { props: SAMPLE_WIDGET_PROPS },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-savings-map': HTMLElement & SampleWidgetProps;
  }
}
