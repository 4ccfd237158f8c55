import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import type { CurrencySelectProps } from './currency-select.js';

/**
 * @summary The dashboard currency: USD, GBP, EUR and the branch currency from `/api/dynamicCurrencies`.
 * A choice outside USD, GBP, EUR means the branch default currency.
 * @tag tripsight-currency-select
 *
 * @attr disabled - Shows the selector without letting it change.
 *
 * @event tripsight-error - The currency list could not be loaded.
 *
 * @csspart select - The Shoelace select.
 * @csspart symbol - The currency symbol in front (C$ for CAD, $ by default).
 */
export function defineCurrencySelect(): CustomElementConstructor {
  return defineLazyElement<CurrencySelectProps>(
    'tripsight-currency-select',
    withShoelaceTheme(() =>
      import('./currency-select.js').then((m) => ({ component: m.CurrencySelect, styles: m.styles })),
    ),
    { props: { disabled: 'boolean' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-currency-select': HTMLElement & CurrencySelectProps;
  }
}
