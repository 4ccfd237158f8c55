import { defineLazyElement } from '../../internal/define.js';
import type { SupportWidgetProps } from './support-widget.js';

/**
 * @summary The "Direct support" button and the support chat it opens: loads the configured chat
 * script, keeps the chat hidden until asked, shows it on the button prefilled with the signed-in
 * user's name and e-mail, and hides it on close. Without `script-url` (or when the script fails to
 * load) the button is a link to `fallback-url`; a host that wants no chat leaves the element out.
 * @tag tripsight-support-widget
 *
 * @attr script-url - URL of the chat script. It must define `window.TripsightSupportChat` with
 *   show(), hide(), prefill({ name, email }) and onClose(listener) (the reference service's stand-in
 *   is /support/widget.js); allow its host in your page's CSP `script-src`.
 * @attr fallback-url - Where the button leads without a chat (e.g. mailto:support@your-tmc.example).
 * @attr label - The button's text (default Direct support).
 *
 * @event tripsight-error - The chat script could not be loaded ({ message, source: 'tripsight-support-widget' }).
 *
 * @csspart button - The Direct support button (a link without a chat).
 */
export function defineSupportWidget(): CustomElementConstructor {
  return defineLazyElement<SupportWidgetProps>(
    'tripsight-support-widget',
    () => import('./support-widget.js').then((m) => ({ component: m.SupportWidget, styles: m.styles })),
    { props: { scriptUrl: 'string', fallbackUrl: 'string', label: 'string' } },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-support-widget': HTMLElement & SupportWidgetProps;
  }
}
