import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import type { AlertCountProps } from './alert-count.js';

/**
 * @summary The header's link to the alerts tab: 'Alerts' with a bell, named "Alerts, 2 new", and a
 * badge with how many alerts fired since the user last looked when there are any. Place it in the
 * host's header. It reads the count every minute while the page is in view, when the browser tab
 * comes back into view, on every change of tab, and when `<tripsight-alerts>` sends a test or marks
 * the alerts seen (its `tripsight-alerts-sent` and `tripsight-alerts-seen` events).
 *
 * @event tripsight-navigate - On click, to the alerts tab ({ from, to }); cancel it to route in place.
 * @tag tripsight-alert-count
 *
 * @attr href - Where the badge links to: the alerts tab.
 *
 * @csspart link - The link: bell, label and badge.
 * @csspart label - The word 'Alerts'.
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
