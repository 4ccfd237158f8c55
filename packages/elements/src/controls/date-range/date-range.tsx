import { useEffect, useRef, useState } from 'react';
import {
  calendarBounds,
  completeRange,
  CUSTOM_PRESET,
  DATE_PRESET_COLUMNS,
  presetRange,
  resolveDateRange,
  toDisplayDate,
  type DatePresetId,
  type DateRange,
  type ProductType,
} from '@tripsight/core';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { ensureShoelace, shoelaceThemeCss } from '../../internal/shoelace.js';

ensureShoelace();

export interface DateRangeProps {
  /** Product type whose range this picker edits (default air). */
  product?: string;
  /** The tab allows future dates (up to one year ahead). */
  allowFutureDates?: boolean;
  /** The tab's disable-date-picker option. */
  disabled?: boolean;
}

/**
 * The date-range picker of one product: time-frame presets in two columns and a custom range with a
 * calendar limited by the spec's rules. Shows MM/DD/YYYY; the bus holds YYYY-MM-DD.
 */
export function DateRangePicker({
  product = 'air',
  allowFutureDates = false,
  disabled = false,
}: DateRangeProps) {
  const { bus } = useHost();
  const key = product as ProductType;
  const range = useBusState((s) => resolveDateRange(s, key));
  const mockMode = useBusState((s) => s.auth.claims.isDemo);
  const dropdown = useRef<HTMLElement & { hide(): void }>(null);
  const [custom, setCustom] = useState<{ startDate: string; endDate: string }>(range);
  useEffect(
    () => setCustom({ startDate: range.startDate, endDate: range.endDate }),
    [range.startDate, range.endDate],
  );
  const bounds = calendarBounds({ allowFutureDates, mockMode });

  const apply = (next: DateRange | null) => {
    if (!next) return;
    bus.setState((s) => ({ dates: { ...s.dates, [key]: next } }));
    dropdown.current?.hide();
  };
  const choose = (id: Exclude<DatePresetId, 'custom'>) => apply(presetRange(id));

  return (
    <>
      <style>{shoelaceThemeCss}</style>
      <sl-dropdown ref={dropdown} disabled={disabled} part="picker" placement="bottom-start">
        <sl-button slot="trigger" caret={true} size="small" disabled={disabled} aria-label="Date range">
          <span part="value">
            {toDisplayDate(range.startDate)} – {toDisplayDate(range.endDate)}
          </span>
        </sl-button>
        <div className="panel" part="panel">
          <div className="presets" role="group" aria-label="Time frame">
            {DATE_PRESET_COLUMNS.map((column, i) => (
              <div className="column" key={i}>
                {column.map((preset) => (
                  <button
                    type="button"
                    key={preset.id}
                    data-preset={preset.id}
                    onClick={() => choose(preset.id as Exclude<DatePresetId, 'custom'>)}
                  >
                    {preset.label}
                  </button>
                ))}
              </div>
            ))}
          </div>
          <fieldset className="custom" part="custom">
            <legend>{CUSTOM_PRESET.label}</legend>
            {(['startDate', 'endDate'] as const).map((end) => (
              <label key={end}>
                {end === 'startDate' ? 'Start' : 'End'}
                <input
                  type="date"
                  name={end}
                  value={custom[end]}
                  min={bounds.min ?? undefined}
                  max={bounds.max}
                  onChange={(e) => setCustom((c) => ({ ...c, [end]: e.target.value }))}
                />
              </label>
            ))}
            <sl-button
              size="small"
              variant="primary"
              data-action="apply"
              onClick={() => apply(completeRange(custom.startDate, custom.endDate))}
            >
              Apply
            </sl-button>
          </fieldset>
        </div>
      </sl-dropdown>
    </>
  );
}
