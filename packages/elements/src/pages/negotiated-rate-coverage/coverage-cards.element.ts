import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

const options = { props: SAMPLE_WIDGET_PROPS };
const load = () => import('./coverage-cards.js');

/**
 * @summary Covered spend: the share of hotel spend (and of nights) at hotels with a negotiated rate, each with its n, and the spend and nights covered and not covered.
 * @tag tripsight-coverage-summary
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart value - The coverage with its n.
 * @csspart rate - A rate with its n (and rate-value, rate-sample).
 * @csspart figures - The figures under it (and figure, figure-label, figure-value).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineCoverageSummary(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-coverage-summary',
    () => load().then((m) => ({ component: m.CoverageSummary, styles: m.styles })),
    options,
  );
}

/**
 * @summary Covered spend by rate type (Property, Chainwide, TMC rate) as a donut, with each benchmark.
 * @tag tripsight-coverage-by-rate-type
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart chart - The donut (and chart-table, view-as-table, legend).
 * @csspart figures - The benchmarks.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineCoverageByRateType(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-coverage-by-rate-type',
    () => load().then((m) => ({ component: m.CoverageByRateType, styles: m.styles })),
    options,
  );
}

/**
 * @summary Top opportunities: the hotels or chains with the most spend not covered, in a sortable table paged 10, 20 or 50 rows.
 * @tag tripsight-coverage-top-opportunities
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart choice - The By hotel / By chain toggle.
 * @csspart table - The table (and table-header, row, cell, pagination, page-size, page-range, page-button).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineCoverageTopOpportunities(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-coverage-top-opportunities',
    withShoelaceTheme(() =>
      load().then((m) => ({ component: m.CoverageTopOpportunities, styles: m.styles })),
    ),
    options,
  );
}

/**
 * @summary Coverage by month on nights or on price (the Nights / Price toggle), with its n.
 * @tag tripsight-coverage-over-time
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart choice - The Nights / Price toggle.
 * @csspart chart - The bar chart (and chart-table, view-as-table).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineCoverageOverTime(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-coverage-over-time',
    withShoelaceTheme(() => load().then((m) => ({ component: m.CoverageOverTime, styles: m.styles }))),
    options,
  );
}

/**
 * @summary Coverage details by hotel or by chain: property, chainwide and TMC coverage, coverage with its n, and spend, sortable and paged.
 * @tag tripsight-coverage-details
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart choice - The By hotel / By chain toggle.
 * @csspart table - The table (and table-header, row, cell, pagination, page-size, page-range, page-button).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineCoverageDetails(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-coverage-details',
    withShoelaceTheme(() => load().then((m) => ({ component: m.CoverageDetails, styles: m.styles }))),
    options,
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-coverage-summary': HTMLElement & SampleWidgetProps;
    'tripsight-coverage-by-rate-type': HTMLElement & SampleWidgetProps;
    'tripsight-coverage-top-opportunities': HTMLElement & SampleWidgetProps;
    'tripsight-coverage-over-time': HTMLElement & SampleWidgetProps;
    'tripsight-coverage-details': HTMLElement & SampleWidgetProps;
  }
}
