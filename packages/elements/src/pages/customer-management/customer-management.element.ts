import { defineLazyElement } from '../../internal/define.js';

/**
 * @summary Customer management of the self-booking-rebooking (SBR) offering: list clients, add one,
 * rename it, mark it live, and manage its enabled sender e-mail addresses.
 *
 * The view follows the page address: `?client={id}` shows a client, `?page={n}` the list page
 * (absent for page 1). Data comes from the operations service at the bus's `apiBase`.
 *
 * @event tripsight-error - The client list failed to load ({ message, source: 'customer-management' }).
 * @event tripsight-rate-limit - Fewer than 10 service calls remain ({ remaining, reset }).
 *
 * @csspart base - The element's root container.
 * @csspart screen-header - The screen header (back button, heading, actions); unlike a savings page's `header`, it carries controls and stays shown in a shell.
 * @csspart heading - The screen heading.
 * @csspart card - Every card (summary cards, list, client, enabled senders).
 * @csspart card-header - The header row of a card (title, actions).
 * @csspart title - A card's title.
 * @csspart table - The client table.
 * @csspart table-header - A column heading of a table.
 * @csspart row - A body row of a table.
 * @csspart cell - A body cell of a table.
 * @csspart result-count - The 'Showing x–y of n' line of the list.
 * @csspart pagination - The list's page navigation.
 * @csspart page-button - Previous, Next and the numbered page buttons.
 * @csspart skeleton - The placeholder shown while data loads.
 * @csspart empty - An empty state ('No email addresses configured', 'No clients found').
 * @csspart error - A failure message.
 * @csspart value - The figure of a summary card.
 * @csspart dialog - The Add Customer and Edit name dialogs.
 * @csspart dialog-title - A dialog's title.
 *
 * @cssprop --tripsight-color-primary - Primary buttons and active page.
 * @cssprop --tripsight-color-surface - Card, table and dialog background.
 * @cssprop --tripsight-color-border - Card, table and input borders.
 * @cssprop --tripsight-color-negative - Error texts.
 */
export const defineCustomerManagement = (): CustomElementConstructor =>
  defineLazyElement(
    'tripsight-customer-management',
    () =>
      import('./customer-management.js').then((m) => ({ component: m.CustomerManagement, styles: m.styles })),
    {},
  );

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-customer-management': HTMLElement;
  }
}
