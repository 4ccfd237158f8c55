import '@shoelace-style/shoelace/dist/components/range/range.js';
import { useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { ensureShoelace, flag, useShoelaceEvent } from '../internal/shoelace.js';

ensureShoelace();

type RangeElement = HTMLElement & { value: number; tooltipFormatter: (value: number) => string };

export interface SliderProps {
  /** The slider's label (its accessible name). */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  /** Called when the user lets go of the thumb or presses a key (not while dragging). */
  onChange: (value: number) => void;
  /** Text under the slider. */
  help?: string;
  /** Form of the value in the thumb's tooltip and next to the label (default the number). */
  format?: (value: number) => string;
  disabled?: boolean;
}

/**
 * A single-value slider over Shoelace's `sl-range`: labelled, keyboard operable (arrows, Page Up/Down,
 * Home/End), the value shown next to the label while dragging. Part: `slider` (and the range's own
 * `form-control-label`, `form-control-help-text` through Shoelace).
 *
 * @example <Slider label="Advanced purchase policy rule" min={1} max={100} value={rule} onChange={setRule} />
 */
export function Slider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  help,
  format = String,
  disabled,
}: SliderProps) {
  const range = useRef<RangeElement>(null);
  // The value while the thumb moves, before it is committed.
  const [moving, setMoving] = useState<number | null>(null);
  useShoelaceEvent(range, 'sl-input', () => setMoving(Number(range.current?.value)));
  useShoelaceEvent(range, 'sl-change', () => {
    setMoving(null);
    onChange(Number(range.current?.value));
  });
  useEffect(() => {
    if (range.current) range.current.tooltipFormatter = format;
  }, [format]);
  const shown = moving ?? value;
  return (
    <div part="slider" className="ts-slider">
      <sl-range
        ref={range}
        label={label}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={flag(disabled)}
        help-text={help}
      />
      <output className="ts-slider-value" aria-hidden="true">
        {format(shown)}
      </output>
    </div>
  );
}

/** JSX props of a Shoelace tag: HTML attributes plus its own attributes and properties. */
type ShoelaceProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'sl-range': ShoelaceProps;
      'sl-switch': ShoelaceProps;
    }
  }
}
