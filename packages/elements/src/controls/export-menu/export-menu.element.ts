import { defineLazyElement, withShoelaceTheme } from '../../internal/define.js';
import type { ExportMenuProps } from './export-menu.js';

/**
 * @summary The Export button with the tab's reports. Disabled unless exports are active or the account
 * allows export reports; the menu shows when allowed and at least one report has a button name. With
 * no report to offer it renders nothing. Keyboard: ArrowDown, Enter or Space on the button opens the
 * menu on its first report, the arrows move, Escape closes back to the button (WAI-ARIA menu button).
 * @tag tripsight-export-menu
 *
 * @attr tab - Internal page name of the tab; the menu offers that tab's reports and uses its product.
 * @attr product - Product type whose date range the export uses (default: the tab's, else air).
 * @attr prefix - First part of the file names '{prefix} {display name} - {suffix}.{extension}'.
 * @attr exports-active - Exports are active for the tab.
 * @attr reports - JSON list of report definitions (default: the tab's reports, else the air reports).
 *
 * @event tripsight-download - The download status changed (via the bus).
 * @event tripsight-analytics - An export finished (file_name, file_type, file_size, outcome).
 * @event tripsight-error - An export failed.
 *
 * @csspart button - The Export button.
 * @csspart dropdown - The dropdown.
 * @csspart panel - The open panel.
 * @csspart menu - The list of reports.
 */
export function defineExportMenu(): CustomElementConstructor {
  return defineLazyElement<ExportMenuProps>(
    'tripsight-export-menu',
    withShoelaceTheme(() =>
      import('./export-menu.js').then((m) => ({ component: m.ExportMenu, styles: m.styles })),
    ),
    {
      props: {
        reports: 'json',
        tab: 'string',
        product: 'string',
        prefix: 'string',
        exportsActive: 'boolean',
      },
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-export-menu': HTMLElement & ExportMenuProps;
  }
}
