import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { TAB_CONTROL_PROPS } from '../../internal/widget-props.js';
import type { FilterBarProps } from './filter-bar.js';

/**
 * @summary The global filters: GDS, Region, Continent, Point of Sale, Client and PCC multi-selects
 * with All and Search..., plus Reset. Every element on the same bus follows the applied selection.
 * @tag tripsight-filter-bar
 *
 * @attr product - Product type whose entries `/api/dynamicFilters?productName=` offers (default air).
 * @attr disabled - The tab's disable-filters option (also disabled for customer CUST-LOCKED).
 * @attr reason - Why the filters do not apply, shown while disabled (e.g. on a POC sample tab).
 * @attr demo - Adds the demo extra entries.
 *
 * @event tripsight-analytics - A filter selection was applied (filter_type, filter_value); announced
 *   by the bus, so it reaches the host from the `<tripsight-context>` (or the document without one).
 * @event tripsight-error - The filter entries could not be loaded.
 *
 * @csspart bar - The row of filters.
 * @csspart filter - One filter dropdown.
 * @csspart filter-panel - The open panel of a filter.
 * @csspart reset - The Reset button.
 * @csspart reason - The reason shown while the filters are disabled.
 *
 * @cssprop --tripsight-color-muted - Colour of the filter labels.
 */
export function defineFilterBar(): CustomElementConstructor {
  return defineLazyElement<FilterBarProps>(
    'tripsight-filter-bar',
    withShoelaceTheme(() =>
      import('./filter-bar.js').then((m) => ({ component: m.FilterBar, styles: m.styles })),
    ),
    { props: { ...TAB_CONTROL_PROPS, reason: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-filter-bar': HTMLElement & FilterBarProps;
  }
}
