import { defineLazyElement } from '../../internal/define.js';

/**
 * @summary The audit log of the automated e-mail agent: conversations with filters, and the detail
 * of one conversation (summary, attachments, action history, events, draft versus sent).
 *
 * The view follows the page address: `?conversation={id}` shows the detail, `?page={n}` the list
 * page (absent for page 1). Data comes from the audit service at the bus's `apiBase`.
 *
 * @event tripsight-error - A list or detail failed to load ({ message, source: 'audit-log' }).
 * @event tripsight-rate-limit - Fewer than 10 service calls remain ({ remaining, reset }).
 * @event tripsight-attachment-download - Download was pressed for an attachment ({ conversationId, name }).
 *
 * @csspart base - The element's root container.
 * @csspart screen-header - The screen header (back button, heading, actions); unlike a savings page's `header`, it carries controls and stays shown in a shell.
 * @csspart heading - The screen heading.
 * @csspart card - Every card section (filters, list, detail sections).
 * @csspart card-header - The header row of a card (title, actions).
 * @csspart title - A card's title.
 * @csspart table - A table (list, events).
 * @csspart table-header - A column heading of a table.
 * @csspart row - A body row of a table.
 * @csspart cell - A body cell of a table.
 * @csspart result-count - The 'Showing x–y of n' line of the list.
 * @csspart pagination - The list's page navigation.
 * @csspart page-button - Previous, Next and the numbered page buttons.
 * @csspart skeleton - The placeholder shown while data loads.
 * @csspart empty - An empty state ('No attachments', 'No conversations found').
 * @csspart error - A failure message.
 *
 * @cssprop --tripsight-color-primary - Buttons, links and active chips.
 * @cssprop --tripsight-color-surface - Card and table background.
 * @cssprop --tripsight-color-border - Card, table and input borders.
 * @cssprop --tripsight-color-negative - Error texts and failure reasons.
 */
export const defineAuditLog = (): CustomElementConstructor =>
  defineLazyElement(
    'tripsight-audit-log',
    () => import('./audit-log.js').then((m) => ({ component: m.AuditLog, styles: m.styles })),
    {},
  );

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-audit-log': HTMLElement;
  }
}
