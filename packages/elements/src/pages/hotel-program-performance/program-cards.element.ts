import { defineLazyElement } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

const options = { props: SAMPLE_WIDGET_PROPS };
const load = () => import('./program-cards.js');

/**
 * @summary Programme savings against the market rate, their rate with its n (nights), Hotelsaver savings and reservations rebooked.
 * @tag tripsight-hotel-program-savings
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart value - The savings.
 * @csspart rate - A rate with its n (and rate-value, rate-sample).
 * @csspart figures - The figures under it (and figure, figure-label, figure-value).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineHotelProgramSavings(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-program-savings',
    () => load().then((m) => ({ component: m.HotelProgramSavings, styles: m.styles })),
    options,
  );
}

/**
 * @summary The spend-weighted average discount level of the negotiated nights with its n, and a link to the discount-level module.
 * @tag tripsight-hotel-average-discount
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 * @event tripsight-navigate - The link was followed ({ from, to }); cancel it to route yourself.
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart rate - The discount with its n (and rate-value, rate-sample).
 * @csspart module-link - The link to the discount-level module.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineHotelAverageDiscount(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-average-discount',
    () => load().then((m) => ({ component: m.HotelAverageDiscount, styles: m.styles })),
    options,
  );
}

/**
 * @summary The programme spend overview: hotel spend, its equivalent at market rates, nights, nights per stay and daily rates.
 * @tag tripsight-hotel-program-spend
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart value - The spend.
 * @csspart figures - The figures under it (and figure, figure-label, figure-value).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineHotelProgramSpend(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-program-spend',
    () => load().then((m) => ({ component: m.HotelProgramSpend, styles: m.styles })),
    options,
  );
}

/**
 * @summary The negotiated-rate bar split: spend on the negotiated rate, available but not used, rate not available and not covered.
 * @tag tripsight-hotel-negotiated-split
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart split - The bar.
 * @csspart legend - The four buckets with share and spend.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineHotelNegotiatedSplit(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-negotiated-split',
    () => load().then((m) => ({ component: m.HotelNegotiatedSplit, styles: m.styles })),
    options,
  );
}

/**
 * @summary The coverage gauge with its n (nights) and a link to the coverage module.
 * @tag tripsight-hotel-coverage-gauge
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 * @event tripsight-navigate - The link was followed ({ from, to }); cancel it to route yourself.
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart chart - The gauge (and chart-table, view-as-table).
 * @csspart rate - The rate with its n.
 * @csspart module-link - The link to the module.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineHotelCoverageGauge(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-coverage-gauge',
    () => load().then((m) => ({ component: m.HotelCoverageGauge, styles: m.styles })),
    options,
  );
}

/**
 * @summary The availability gauge with its n (nights) and a link to the availability module.
 * @tag tripsight-hotel-availability-gauge
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 * @event tripsight-navigate - The link was followed ({ from, to }); cancel it to route yourself.
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart chart - The gauge (and chart-table, view-as-table).
 * @csspart rate - The rate with its n.
 * @csspart module-link - The link to the module.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineHotelAvailabilityGauge(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-availability-gauge',
    () => load().then((m) => ({ component: m.HotelAvailabilityGauge, styles: m.styles })),
    options,
  );
}

/**
 * @summary The utilization gauge with its n (nights) and a link to the utilization module.
 * @tag tripsight-hotel-utilization-gauge
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 * @event tripsight-navigate - The link was followed ({ from, to }); cancel it to route yourself.
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart chart - The gauge (and chart-table, view-as-table).
 * @csspart rate - The rate with its n.
 * @csspart module-link - The link to the module.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineHotelUtilizationGauge(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-hotel-utilization-gauge',
    () => load().then((m) => ({ component: m.HotelUtilizationGauge, styles: m.styles })),
    options,
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-hotel-program-savings': HTMLElement & SampleWidgetProps;
    'tripsight-hotel-average-discount': HTMLElement & SampleWidgetProps;
    'tripsight-hotel-program-spend': HTMLElement & SampleWidgetProps;
    'tripsight-hotel-negotiated-split': HTMLElement & SampleWidgetProps;
    'tripsight-hotel-coverage-gauge': HTMLElement & SampleWidgetProps;
    'tripsight-hotel-availability-gauge': HTMLElement & SampleWidgetProps;
    'tripsight-hotel-utilization-gauge': HTMLElement & SampleWidgetProps;
  }
}
