import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import type { AlertCountProps } from './alert-count.js';

/**
 * @summary How many alerts fired since the user last looked at them, as a badge linking to the alerts
 * tab; nothing while there are none. Place it in the host's header. It reads the count again when
 * `<tripsight-alerts>` marks the alerts seen (its `tripsight-alerts-seen` event).
 *
 * @event tripsight-navigate - On click, to the alerts tab ({ from, to }); cancel it to route in place.
 * @tag tripsight-alert-count
 *
 * @attr href - Where the badge links to: the alerts tab.
 *
 * @csspart link - The link around the badge.
 * @csspart badge - The Shoelace badge with the count (99+ above 99).
 */
export function defineAlertCount(): CustomElementConstructor {
  return defineLazyElement<AlertCountProps>(
    'tripsight-alert-count',
    withShoelaceTheme(() =>
      import('./alert-count.js').then((m) => ({ component: m.AlertCount, styles: m.styles })),
    ),
    { props: { href: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-alert-count': HTMLElement & AlertCountProps;
  }
}
