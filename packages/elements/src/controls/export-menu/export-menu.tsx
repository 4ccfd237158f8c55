import { useEffect, useMemo, useRef, useState } from 'react';
import { analyticsDetail, exportEvent } from '@tripsight/core/analytics-events';
import type { ProductType } from '@tripsight/core/bus';
import { findTab } from '@tripsight/core/catalogue';
import { defaultBus } from '@tripsight/core/context';
import {
  AIR_REPORTS,
  defaultFileExtension,
  downloadReport,
  EXPORT_DEBOUNCE_MS,
  isExportButtonEnabled,
  listedReports,
  reportsForTab,
  showExportMenu,
  showFileFormatChoice,
  type ReportDefinition,
} from '@tripsight/core/export';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { emit } from '../../internal/emit.js';
import { useMenuButton } from '../../internal/menu-button.js';
import { ensureShoelace, flag, useShoelaceEvent } from '../../internal/shoelace.js';
import { saveBlob } from './save-blob.js';
import { exportMenuStyles } from './export-menu.styles.js';

ensureShoelace();

export interface ExportMenuProps {
  /** The reports offered (default: those of `tab`, else the air reports of the data service). */
  reports?: ReportDefinition[];
  /** Internal page name of the tab the menu sits on; picks its reports and product. */
  tab?: string;
  /** Product type whose date range the export uses (default air). */
  product?: string;
  /** First part of the file names (default Tripsight). */
  prefix?: string;
  /** Exports are active for this tab even when the account does not allow export reports. */
  exportsActive?: boolean;
}

/**
 * The Export button and its menu of reports; a report with file-type options shows a radio choice
 * (first option default). Presses are debounced by 500 ms; the download status goes to the bus.
 */
export function ExportMenu({
  reports: given,
  tab,
  product: givenProduct,
  prefix = 'Tripsight',
  exportsActive = false,
}: ExportMenuProps) {
  const { bus, host } = useHost();
  const tabDefinition = tab ? findTab(tab) : undefined;
  const reports = given ?? (tab ? reportsForTab(tabDefinition) : AIR_REPORTS);
  const product = givenProduct ?? tabDefinition?.productType ?? 'air';
  const allowExportReports = useBusState((s) => s.auth.claims.allowExportReports);
  const listed = useMemo(() => listedReports(reports), [reports]);
  const [formats, setFormats] = useState<Record<string, string>>({});
  const menu = useRef<HTMLElement>(null);
  const dropdown = useRef<HTMLElement>(null);
  // The menu sits in a panel beside the file types: give its trigger the menu-button keys.
  useMenuButton(dropdown, menu);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = async (report: ReportDefinition) => {
    const extension = formats[report.name] ?? defaultFileExtension(report);
    // A <tripsight-context> forwards its bus's download events to the page; on the page default bus
    // (no provider) this element announces them itself.
    const stopForwarding =
      bus === defaultBus()
        ? bus.on('tripsight-download', (detail) => emit(host, 'tripsight-download', detail))
        : () => {};
    const outcome = await downloadReport(bus, report, {
      extension,
      prefix,
      product: product as ProductType,
    }).finally(stopForwarding);
    if (outcome.kind === 'file') {
      saveBlob(outcome.blob, outcome.fileName);
      emit(
        host,
        'tripsight-analytics',
        analyticsDetail(exportEvent(outcome.fileName, extension, 'success', outcome.blob.size)),
      );
    } else if (outcome.kind === 'message') {
      emit(
        host,
        'tripsight-analytics',
        analyticsDetail(
          exportEvent(outcome.status.fileName ?? report.displayName, extension, outcome.status.state),
        ),
      );
    } else if (outcome.reported) {
      const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      console.error(`Export of ${report.displayName} failed: ${message}`);
      emit(host, 'tripsight-error', { message, source: report.path });
      emit(host, 'tripsight-analytics', analyticsDetail(exportEvent(report.displayName, extension, 'fail')));
    }
  };
  const press = (report: ReportDefinition) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void run(report);
    }, EXPORT_DEBOUNCE_MS);
  };
  useShoelaceEvent(menu, 'sl-select', (event) => {
    const name = (event as CustomEvent<{ item: { value: string } }>).detail.item.value;
    const report = listed.find((r) => r.name === name);
    if (report) press(report);
  });

  const enabled = isExportButtonEnabled({ exportsActive, allowExportReports });
  const menuShown = showExportMenu(allowExportReports, reports);
  // With no report to offer there is nothing to export: no button that does nothing (docs/rules/shell.md#exports-and-downloads).
  if (listed.length === 0) return null;
  const button = (
    <sl-button
      slot={menuShown ? 'trigger' : undefined}
      caret={flag(menuShown)}
      size="small"
      part="button"
      disabled={flag(!enabled)}
    >
      Export
    </sl-button>
  );

  return (
    <>
      {menuShown ? (
        <sl-dropdown ref={dropdown} part="dropdown" placement="bottom-end" disabled={flag(!enabled)}>
          {button}
          <div className="panel" part="panel">
            <sl-menu ref={menu} part="menu">
              {listed.map((report) => (
                <sl-menu-item key={report.name} value={report.name}>
                  {report.buttonName}
                </sl-menu-item>
              ))}
            </sl-menu>
            {listed.filter(showFileFormatChoice).map((report) => (
              <div
                className="formats"
                key={report.name}
                role="radiogroup"
                aria-label={`${report.buttonName} file type`}
              >
                <span>{report.buttonName}</span>
                {report.exportFileExtensionOptions.map((ext) => (
                  <label key={ext}>
                    <input
                      type="radio"
                      name={`format-${report.name}`}
                      value={ext}
                      checked={(formats[report.name] ?? defaultFileExtension(report)) === ext}
                      onChange={() => setFormats((f) => ({ ...f, [report.name]: ext }))}
                    />
                    {ext}
                  </label>
                ))}
              </div>
            ))}
          </div>
        </sl-dropdown>
      ) : (
        button
      )}
    </>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [exportMenuStyles];
