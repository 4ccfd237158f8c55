import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { SAMPLE_WIDGET_PROPS, type SampleWidgetProps } from '../../internal/widget-props.js';

/**
 * @summary PNR summary: up to 50,000 PNRs of the period, newest first, in a virtualised table (Ticketing date, Record locator, Point of sale, Origin, Destination, Cabin, Longest segment, Price, In policy) sortable by every column, filtered by Price range, Cabin and In policy?, each applied by its switch, the two dropdowns in include or exclude mode.
 * @tag tripsight-pnr-summary
 *
 * @attr mode - normal | poc | demo. POC and demo read the sample-data API instead of the views.
 *
 * @event tripsight-error - A data call or the rendering failed ({ message, source }).
 *
 * @csspart base - The element's root.
 * @csspart card - The card.
 * @csspart pnr-filter - Each filter box.
 * @csspart switch - The switches that apply the filters.
 * @csspart range-slider - The price range slider.
 * @csspart choice - The dropdowns and the include / exclude toggles.
 * @csspart result-count - The count of PNRs shown.
 * @csspart table-scroll - The scrolling area of the table (focusable: arrows scroll it).
 * @csspart table - The table.
 * @csspart table-header - Each column heading (a sort button).
 * @csspart row - Each row drawn.
 * @csspart cell - Each cell.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state ('Looks like there is no data here yet!').
 * @csspart error - The error fallback ('An error has occurred').
 *
 * @cssprop --tripsight-card-padding - Inner spacing of the card (default 16px).
 */
export function definePnrSummary(): CustomElementConstructor {
  return defineLazyElement<SampleWidgetProps>(
    'tripsight-pnr-summary',
    withShoelaceTheme(() =>
      import('./pnr-summary.js').then((m) => ({ component: m.PnrSummary, styles: m.styles })),
    ),
    {
      props: SAMPLE_WIDGET_PROPS,
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-pnr-summary': HTMLElement & SampleWidgetProps;
  }
}
