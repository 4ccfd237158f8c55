import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

const options = { props: SAMPLE_WIDGET_PROPS };
const load = () => import('./discount-cards.js');

/**
 * @summary The discount summary: the spend-weighted discount level against the market rate with its n, savings realized, daily rates and spend at market rate.
 * @tag tripsight-discount-summary
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart value - The discount level with its n.
 * @csspart rate - A rate with its n (and rate-value, rate-sample).
 * @csspart figures - The figures under it (and figure, figure-label, figure-value).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineDiscountSummary(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-discount-summary',
    () => load().then((m) => ({ component: m.DiscountSummary, styles: m.styles })),
    options,
  );
}

/**
 * @summary Total spend with the negotiated discount utilized, and its share of hotel spend with its n.
 * @tag tripsight-discount-utilized-spend
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart value - The spend.
 * @csspart rate - The share with its n.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineDiscountUtilizedSpend(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-discount-utilized-spend',
    () => load().then((m) => ({ component: m.DiscountUtilizedSpend, styles: m.styles })),
    options,
  );
}

/**
 * @summary The discount level by month as a bar chart, with its n.
 * @tag tripsight-discount-over-time
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart chart - The bar chart (and chart-table, view-as-table).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineDiscountOverTime(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-discount-over-time',
    () => load().then((m) => ({ component: m.DiscountOverTime, styles: m.styles })),
    options,
  );
}

/**
 * @summary The discount level by rate type (Property, Chainwide, TMC rate) beside each benchmark, as horizontal bars on a 0 to 30 percent axis, each with its n.
 * @tag tripsight-discount-by-rate-type
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart chart - The bar chart (and chart-table, view-as-table).
 * @csspart legend - Each rate type with its n and benchmark.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineDiscountByRateType(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-discount-by-rate-type',
    () => load().then((m) => ({ component: m.DiscountByRateType, styles: m.styles })),
    options,
  );
}

/**
 * @summary The discount details By hotel, By city or By chain: sortable, paged 10, 20 or 50 rows, each opening its room types.
 * @tag tripsight-discount-details
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart choice - The By hotel / By city / By chain toggle.
 * @csspart table - The table (and table-header, row, cell, pagination, page-size, page-range, page-button).
 * @csspart expand - A row's Show rooms / Hide rooms button.
 * @csspart expanded-row - The room types of an opened row.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineDiscountDetails(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-discount-details',
    withShoelaceTheme(() => load().then((m) => ({ component: m.DiscountDetails, styles: m.styles }))),
    options,
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-discount-summary': HTMLElement & SampleWidgetProps;
    'tripsight-discount-utilized-spend': HTMLElement & SampleWidgetProps;
    'tripsight-discount-over-time': HTMLElement & SampleWidgetProps;
    'tripsight-discount-by-rate-type': HTMLElement & SampleWidgetProps;
    'tripsight-discount-details': HTMLElement & SampleWidgetProps;
  }
}
