import { defineLazyElement } from '../../internal/define.js';

/**
 * @summary Alerts and digests of the travel manager: list, create, edit, pause, delete and test-send
 * alert rules (a figure of a view against a threshold, daily, weekly or monthly) and client digests,
 * and read each rule's history of evaluations and sends and each digest's sends. A form closed
 * unsaved keeps its draft (per dialog) until it is saved or discarded.
 *
 * A new rule takes the dashboard's filter selection and currency as its filters. Opening the element
 * marks the alerts fired so far as seen by the user. Data comes from the service at the bus's `apiBase`
 * (`/api/alerts`, `/api/digests`).
 *
 * @event tripsight-alerts-seen - The fired alerts were marked seen ({ count: 0 }); a header count resets.
 * @event tripsight-alerts-sent - A test was sent from the page; a header count reads its count again.
 *
 * @csspart base - The element's root container.
 * @csspart screen-header - The screen header (heading).
 * @csspart heading - The screen heading.
 * @csspart card - The 'Alert rules' and 'Client digests' cards.
 * @csspart card-header - The header row of a card (title, 'New rule' / 'New digest').
 * @csspart title - A card's title.
 * @csspart table - The rule, digest, evaluation and send tables.
 * @csspart table-header - A column heading of a table.
 * @csspart row - A body row of a table.
 * @csspart cell - A body cell of a table.
 * @csspart skeleton - The placeholder shown while data loads.
 * @csspart empty - An empty state ('No alert rules yet.', 'No client digests yet.').
 * @csspart error - A failure message.
 * @csspart dialog - The rule, digest, history and delete dialogs.
 * @csspart dialog-title - A dialog's title.
 *
 * @cssprop --tripsight-color-primary - Primary buttons and links.
 * @cssprop --tripsight-color-surface - Card, table and dialog background.
 * @cssprop --tripsight-color-border - Card, table and input borders.
 * @cssprop --tripsight-color-negative - Error texts and Delete.
 */
export const defineAlerts = (): CustomElementConstructor =>
  defineLazyElement(
    'tripsight-alerts',
    () => import('./alerts.js').then((m) => ({ component: m.Alerts, styles: m.styles })),
    {},
  );

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-alerts': HTMLElement;
  }
}
