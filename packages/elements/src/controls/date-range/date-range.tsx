import { useEffect, useRef, useState } from 'react';
import type { DateRange, ProductType } from '@tripsight/core/bus';
import {
  calendarBounds,
  completeRange,
  CUSTOM_PRESET,
  DATE_PRESET_COLUMNS,
  presetRange,
  rangeProblem,
  type DatePresetId,
} from '@tripsight/core/controls';
import { resolveDateRange } from '@tripsight/core/dates';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { useFormat } from '../../internal/use-format.js';
import { closeToTrigger, useMenuButton } from '../../internal/menu-button.js';
import { ensureShoelace, flag } from '../../internal/shoelace.js';
import { dateRangeStyles } from './date-range.styles.js';

ensureShoelace();

export interface DateRangeProps {
  /** Product type whose range this picker edits (default air). */
  product?: string;
  /** The tab allows future dates (up to one year ahead). */
  allowFutureDates?: boolean;
  /** The tab's disable-date-picker option. */
  disabled?: boolean;
  /** The page shows the demo figures of the mocked window: the demo calendar rules apply (docs/rules/shell.md#demo-dates). */
  demo?: boolean;
}

/**
 * The date-range picker of one product: time-frame presets in two columns (a menu: arrow keys move,
 * the trigger opens it with ArrowDown) and a custom range with a calendar limited by the spec's
 * rules; a typed range outside them is refused at Apply with a message. Shows MM/DD/YYYY; the bus
 * holds YYYY-MM-DD.
 */
export function DateRangePicker({
  product = 'air',
  allowFutureDates = false,
  disabled = false,
  demo = false,
}: DateRangeProps) {
  const { bus } = useHost();
  const key = product as ProductType;
  const range = useBusState((s) => resolveDateRange(s, key));
  const demoCompany = useBusState((s) => s.auth.claims.isDemo);
  const { formatDate } = useFormat();
  const dropdown = useRef<HTMLElement>(null);
  const presets = useRef<HTMLDivElement>(null);
  useMenuButton(dropdown, presets);
  const [custom, setCustom] = useState<{ startDate: string; endDate: string }>(range);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setCustom({ startDate: range.startDate, endDate: range.endDate });
    setProblem(null);
  }, [range.startDate, range.endDate]);
  const bounds = calendarBounds({ allowFutureDates, mockMode: demoCompany || demo });

  const apply = (next: DateRange | null) => {
    if (!next) return;
    const refused = rangeProblem(next, bounds);
    setProblem(refused);
    if (refused) return;
    bus.setState((s) => ({ dates: { ...s.dates, [key]: next } }));
    closeToTrigger(dropdown.current);
  };
  const choose = (id: Exclude<DatePresetId, 'custom'>) => apply(presetRange(id));

  return (
    <sl-dropdown ref={dropdown} disabled={flag(disabled)} part="picker" placement="bottom-start">
      <sl-button slot="trigger" caret={true} size="small" disabled={flag(disabled)} aria-label="Date range">
        <span part="value">
          {formatDate(range.startDate)} – {formatDate(range.endDate)}
        </span>
      </sl-button>
      <div className="panel" part="panel">
        <div className="presets" role="menu" aria-label="Time frame" ref={presets}>
          {DATE_PRESET_COLUMNS.map((column, i) => (
            <div className="column" key={i} role="none">
              {column.map((preset, j) => (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={i === 0 && j === 0 ? 0 : -1}
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
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'range-problem' : undefined}
                onChange={(e) => {
                  setCustom((c) => ({ ...c, [end]: e.target.value }));
                  setProblem(null);
                }}
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
          {problem && (
            <p id="range-problem" className="problem" part="problem" role="alert">
              {problem}
            </p>
          )}
        </fieldset>
      </div>
    </sl-dropdown>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [dateRangeStyles];
