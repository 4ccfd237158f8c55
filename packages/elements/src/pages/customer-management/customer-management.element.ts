import { defineLazyElement } from '../../internal/define.js';
import { customerManagementStyles } from './customer-management.styles.js';

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
 *
 * @cssprop --tripsight-color-primary - Primary buttons and active page.
 * @cssprop --tripsight-color-surface - Card, table and dialog background.
 * @cssprop --tripsight-color-border - Card, table and input borders.
 * @cssprop --tripsight-color-negative - Error texts.
 */
export const defineCustomerManagement = (): CustomElementConstructor =>
  defineLazyElement(
    'tripsight-customer-management',
    () => import('./customer-management.js').then((m) => m.CustomerManagement),
    { styles: customerManagementStyles },
  );

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-customer-management': HTMLElement;
  }
}
