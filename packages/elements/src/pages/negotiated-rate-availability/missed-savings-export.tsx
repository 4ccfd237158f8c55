import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { defaultBus } from '@tripsight/core/context';
import { downloadReport } from '@tripsight/core/export';
import {
  MISSED_SAVINGS_EXPORT_MODES,
  missedSavingsExport,
  type MissedSavingsExportMode,
} from '@tripsight/core/hotel-insights/display';
import { saveBlob } from '../../controls/export-menu/save-blob.js';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';
import { focusMenuItem, menuItems, moveInMenu } from '../../internal/menu-button.js';

/**
 * A missed-savings card's export (hotel-ops §2.5, §7.5): one "Export" menu button whose two items,
 * Download and Email report, choose the card's mode and act at once (one control to act with, not a
 * mode toggle beside a second button), calling the report or the e-mail path with the filters and
 * the hotel's id. The menu closes on Escape, Tab, a choice, or focus leaving the card's export.
 * The download status goes to the bus, so the download status banner shows the file's progress or
 * the e-mail answer's message status.
 */
export function MissedSavingsExport({ hotelId, hotelName }: { hotelId: string; hotelName: string }) {
  const { bus, host } = useHost();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open && menu.current) focusMenuItem(menu.current, menuItems(menu.current)[0]);
  }, [open]);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (menu.current) moveInMenu(menu.current, event.nativeEvent);
  };
  // A click or focus anywhere outside the trigger and its menu closes the menu, focus staying there.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const run = async (mode: MissedSavingsExportMode) => {
    close();
    const report = missedSavingsExport(mode, hotelId);
    setBusy(true);
    // A <tripsight-context> forwards its bus's download events; on the page default bus the card does.
    const stop =
      bus === defaultBus()
        ? bus.on('tripsight-download', (detail) => emit(host, 'tripsight-download', detail))
        : () => {};
    const outcome = await downloadReport(bus, report, {
      extension: 'xlsx',
      prefix: hotelName,
      product: 'hotelInsights',
    }).finally(() => {
      stop();
      setBusy(false);
    });
    if (outcome.kind === 'file') saveBlob(outcome.blob, outcome.fileName);
    else if (outcome.kind === 'failed' && outcome.reported) {
      const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
      emit(host, 'tripsight-error', { message, source: report.path });
    }
  };
  return (
    <div className="ts-toolbar ts-card-export" part="card-export" onBlur={onBlur}>
      <button
        ref={trigger}
        type="button"
        part="export-button"
        className="ts-expand"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Export ${hotelName}`}
        disabled={busy}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Export <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div ref={menu} role="menu" part="export-menu" className="ts-card-export-menu" onKeyDown={onMenuKey}>
          {MISSED_SAVINGS_EXPORT_MODES.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitem"
              tabIndex={-1}
              data-mode={option.value}
              onClick={() => void run(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
