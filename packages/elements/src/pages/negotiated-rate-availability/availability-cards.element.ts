import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

const options = { props: SAMPLE_WIDGET_PROPS };
const loadAvailabilityCards = () => import('./availability-cards.js');
const loadAvailabilityDetails = () => import('./availability-details.js');

/**
 * @summary The availability summary: the share of covered spend with the negotiated rate offered (with its n), missed savings and their ratio, and spend and nights offered and not offered.
 * @tag tripsight-availability-summary
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart value - The availability with its n.
 * @csspart rate - A rate with its n (and rate-value, rate-sample).
 * @csspart figures - The figures under it (and figure, figure-label, figure-value).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineAvailabilitySummary(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-availability-summary',
    () => loadAvailabilityCards().then((m) => ({ component: m.AvailabilitySummary, styles: m.styles })),
    options,
  );
}

/**
 * @summary Total covered spend with its share of hotel spend (and n) and the covered nights.
 * @tag tripsight-availability-covered-spend
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart value - The covered spend.
 * @csspart rate - The coverage with its n.
 * @csspart figures - The figures under it.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineAvailabilityCoveredSpend(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-availability-covered-spend',
    () => loadAvailabilityCards().then((m) => ({ component: m.AvailabilityCoveredSpend, styles: m.styles })),
    options,
  );
}

/**
 * @summary Top missed savings per hotel (those at 0.1 % of the hotel's spend or more): what went wrong (rate not loaded, last-room availability not honoured, paid above contract) and each card's export, toggled between download and e-mail report.
 * @tag tripsight-missed-savings-cards
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 * @event tripsight-download - A card's export status changed ({ state, fileName }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart missed-cards - The grid of hotel cards.
 * @csspart missed-card - One hotel's card.
 * @csspart reason - What went wrong.
 * @csspart reasons - Missed savings by reason.
 * @csspart card-export - A card's one export control (and export-button, export-menu).
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineMissedSavingsCards(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-missed-savings-cards',
    withShoelaceTheme(() =>
      loadAvailabilityCards().then((m) => ({ component: m.MissedSavingsCards, styles: m.styles })),
    ),
    options,
  );
}

/**
 * @summary Availability over time of the top cities or chains by hotel spend (the By city / By chain toggle), each with its n.
 * @tag tripsight-availability-over-time
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart choice - The By city / By chain toggle.
 * @csspart chart - The line chart (and chart-table, view-as-table).
 * @csspart legend - The top cities or chains with their availability and n.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineAvailabilityOverTime(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-availability-over-time',
    withShoelaceTheme(() =>
      loadAvailabilityDetails().then((m) => ({ component: m.AvailabilityOverTime, styles: m.styles })),
    ),
    options,
  );
}

/**
 * @summary The availability details: one sortable row per hotel, paged 10, 20 or 50 rows, each opening its room types.
 * @tag tripsight-availability-details
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample instead of the view.
 *
 * @event tripsight-error - The data call or the rendering failed ({ message, source }).
 *
 * @csspart card - The card (and card-header, title, tooltip).
 * @csspart table - The table (and table-header, row, cell, pagination, page-size, page-range, page-button).
 * @csspart expand - A row's Show rooms / Hide rooms button.
 * @csspart expanded-row - The room types of an opened row.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty text ('No data to display at this time').
 * @csspart error - The error fallback.
 */
export function defineAvailabilityDetails(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-availability-details',
    () => loadAvailabilityDetails().then((m) => ({ component: m.AvailabilityDetails, styles: m.styles })),
    options,
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-availability-summary': HTMLElement & SampleWidgetProps;
    'tripsight-availability-covered-spend': HTMLElement & SampleWidgetProps;
    'tripsight-missed-savings-cards': HTMLElement & SampleWidgetProps;
    'tripsight-availability-over-time': HTMLElement & SampleWidgetProps;
    'tripsight-availability-details': HTMLElement & SampleWidgetProps;
  }
}
