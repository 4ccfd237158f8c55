import { useEffect, useId, useState } from 'react';
import type { PriceRange } from '@tripsight/core/policy';

export interface RangeSliderProps {
  /** Names the control, e.g. 'Price range'. */
  label: string;
  /** Keep the label for screen readers only (a switch or legend beside it already says it). */
  labelHidden?: boolean;
  /** The ends of the track. */
  bounds: PriceRange;
  /** The chosen range (kept within the bounds when shown). */
  value: PriceRange;
  /** Called when a thumb is let go of or moved by a key. */
  onChange: (value: PriceRange) => void;
  step?: number;
  /** Form of the values shown and read out (default the number). */
  format?: (value: number) => string;
  disabled?: boolean;
}

const clamp = (value: number, { from, to }: PriceRange) => Math.min(to, Math.max(from, value));

/**
 * A two-thumb range slider: two native range inputs on one track ("Lowest" and "Highest", each
 * announcing its formatted value), the chosen range drawn between them, the values printed under the
 * track. The thumbs cannot cross. Parts: `range-slider`, `range-track`.
 *
 * @example <RangeSlider label="Price range" bounds={{ from: 99, to: 9801 }} value={range} onChange={setRange} />
 */
export function RangeSlider({
  label,
  labelHidden,
  bounds,
  value,
  onChange,
  step = 1,
  format = String,
  disabled,
}: RangeSliderProps) {
  const id = useId();
  const [draft, setDraft] = useState<PriceRange>(value);
  useEffect(() => setDraft(value), [value]);
  const from = clamp(draft.from, bounds);
  const to = clamp(draft.to, bounds);
  const span = bounds.to - bounds.from || 1;
  const left = ((from - bounds.from) / span) * 100;
  const right = ((to - bounds.from) / span) * 100;
  const commit = (next: PriceRange) =>
    onChange({ from: clamp(next.from, bounds), to: clamp(next.to, bounds) });
  const thumb = (which: 'from' | 'to', name: string) => (
    <input
      type="range"
      aria-label={`${label}: ${name}`}
      aria-valuetext={format(which === 'from' ? from : to)}
      min={bounds.from}
      max={bounds.to}
      step={step}
      value={which === 'from' ? from : to}
      disabled={disabled}
      onChange={(event) => {
        const number = Number(event.currentTarget.value);
        setDraft((d) =>
          which === 'from' ? { ...d, from: Math.min(number, to) } : { ...d, to: Math.max(number, from) },
        );
      }}
      onPointerUp={() => commit({ from, to })}
      onKeyUp={() => commit({ from, to })}
      onBlur={() => (from !== value.from || to !== value.to) && commit({ from, to })}
    />
  );
  return (
    <div part="range-slider" className="ts-range-slider" role="group" aria-labelledby={id}>
      <span id={id} className={labelHidden ? 'ts-visually-hidden' : 'ts-range-label'}>
        {label}
      </span>
      <div part="range-track" className="ts-range-track">
        <span
          className="ts-range-fill"
          style={{ left: `${left}%`, width: `${Math.max(0, right - left)}%` }}
        />
        {thumb('from', 'lowest')}
        {thumb('to', 'highest')}
      </div>
      <div className="ts-range-values" aria-hidden="true">
        <span>{format(from)}</span>
        <span>{format(to)}</span>
      </div>
    </div>
  );
}
