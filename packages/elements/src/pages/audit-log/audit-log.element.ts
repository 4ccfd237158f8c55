import { defineLazyElement } from '../../internal/define.js';
import { auditLogStyles } from './audit-log.styles.js';

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
 *
 * @cssprop --tripsight-color-primary - Buttons, links and active chips.
 * @cssprop --tripsight-color-surface - Card and table background.
 * @cssprop --tripsight-color-border - Card, table and input borders.
 * @cssprop --tripsight-color-negative - Error texts and failure reasons.
 */
export const defineAuditLog = (): CustomElementConstructor =>
  defineLazyElement('tripsight-audit-log', () => import('./audit-log.js').then((m) => m.AuditLog), {
    styles: auditLogStyles,
  });

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-audit-log': HTMLElement;
  }
}
