import { useState } from 'react';
import { defaultBus } from '@tripsight/core/context';
import { downloadReport } from '@tripsight/core/export';
import {
  MISSED_SAVINGS_EXPORT_MODES,
  missedSavingsExport,
  type MissedSavingsExportMode,
} from '@tripsight/core/hotel-insights/display';
import { Choice } from '../../ui/choice.js';
import { saveBlob } from '../../controls/export-menu/save-blob.js';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';

/**
 * A missed-savings card's export (hotel-ops §2.5, §7.5): toggled per card between download mode and
 * e-mail-report mode, it calls the report or the e-mail path with the filters and the hotel's id.
 * The download status goes to the bus, so the download status banner shows the file's progress or
 * the e-mail answer's message status.
 */
export function MissedSavingsExport({ hotelId, hotelName }: { hotelId: string; hotelName: string }) {
  const { bus, host } = useHost();
  const [mode, setMode] = useState<MissedSavingsExportMode>('download');
  const [busy, setBusy] = useState(false);
  const run = async () => {
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
  const label = MISSED_SAVINGS_EXPORT_MODES.find((m) => m.value === mode)?.label ?? 'Download';
  return (
    <div className="ts-toolbar" part="card-export">
      <Choice
        label={`Export of ${hotelName} as`}
        labelHidden
        options={MISSED_SAVINGS_EXPORT_MODES}
        value={mode}
        onChange={setMode}
      />
      <button
        type="button"
        part="export-button"
        className="ts-expand"
        disabled={busy}
        onClick={() => void run()}
      >
        {label}
      </button>
    </div>
  );
}
