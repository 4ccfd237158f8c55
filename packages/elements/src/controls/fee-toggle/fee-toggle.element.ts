import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';

/**
 * @summary Gross Savings (default) or Net Savings of the TMC transaction fee; every element on the
 * bus follows. Place it on tabs whose show-net/gross-toggle option is on.
 * @tag tripsight-fee-toggle
 *
 * @csspart group - The radio group.
 */
export function defineFeeToggle(): CustomElementConstructor {
  return defineLazyElement<object>(
    'tripsight-fee-toggle',
    withShoelaceTheme(() =>
      import('./fee-toggle.js').then((m) => ({ component: m.FeeToggle, styles: m.styles })),
    ),
    {},
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-fee-toggle': HTMLElement;
  }
}
