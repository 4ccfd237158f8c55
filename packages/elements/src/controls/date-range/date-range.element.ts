import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import { TAB_CONTROL_PROPS } from '../../internal/widget-props.js';
import type { DateRangeProps } from './date-range.js';

/**
 * @summary The date range of one product: the time-frame presets (two columns) and a custom range.
 * Shows MM/DD/YYYY, writes YYYY-MM-DD to the bus; nothing later than yesterday unless the tab allows
 * future dates (or demo mocking), nothing before the demo minimum in demo mode.
 * @tag tripsight-date-range
 *
 * @attr product - Product type whose dates are edited (air, hotel, hotelInsights, hpaPremium; default air).
 * @attr allow-future-dates - The tab allows dates up to one year ahead.
 * @attr disabled - The tab's disable-date-picker option.
 * @attr demo - The page shows the demo figures of the mocked July 2019 window: demo calendar rules.
 *
 * @csspart picker - The dropdown.
 * @csspart value - The shown range.
 * @csspart panel - The open panel.
 * @csspart custom - The custom range fields.
 * @csspart problem - Why a typed range was refused at Apply.
 */
export function defineDateRange(): CustomElementConstructor {
  return defineLazyElement<DateRangeProps>(
    'tripsight-date-range',
    withShoelaceTheme(() =>
      import('./date-range.js').then((m) => ({ component: m.DateRangePicker, styles: m.styles })),
    ),
    { props: { ...TAB_CONTROL_PROPS, allowFutureDates: 'boolean' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-date-range': HTMLElement & DateRangeProps;
  }
}
