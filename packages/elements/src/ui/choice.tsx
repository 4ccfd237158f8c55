import { useRef } from 'react';
import { ensureShoelace, flag, useShoelaceEvent } from '../internal/shoelace.js';

ensureShoelace();

/** One option of a Choice. */
export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceProps<V extends string> {
  /** The control's label (its accessible name). */
  label: string;
  /** Keep the label for screen readers only. */
  labelHidden?: boolean;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Buttons side by side (a toggle, default) or a dropdown (many options). */
  kind?: 'toggle' | 'dropdown';
  disabled?: boolean;
}

/**
 * One choice among options, over Shoelace: a group of toggle buttons (`sl-radio-group` with
 * `sl-radio-button`: arrow keys move the choice) or a dropdown (`sl-select`). Parts: `choice`.
 *
 * @example <Choice label="Breakdown" options={[{ value: 'cabinClass', label: 'Cabin class' }]} value={v} onChange={setV} />
 */
export function Choice<V extends string>({
  label,
  labelHidden,
  options,
  value,
  onChange,
  kind = 'toggle',
  disabled,
}: ChoiceProps<V>) {
  if (kind === 'dropdown') {
    // sl-select values cannot hold spaces; each option is addressed by its position.
    const index = Math.max(
      0,
      options.findIndex((o) => o.value === value),
    );
    return (
      <DropdownChoice
        label={label}
        labelHidden={labelHidden}
        options={options}
        index={index}
        onChange={onChange}
        disabled={disabled}
      />
    );
  }
  return (
    <ToggleChoice
      label={label}
      labelHidden={labelHidden}
      options={options}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

function ToggleChoice<V extends string>({
  label,
  labelHidden,
  options,
  value,
  onChange,
  disabled,
}: Omit<ChoiceProps<V>, 'kind'>) {
  const element = useRef<HTMLElement & { value: string }>(null);
  useShoelaceEvent(element, 'sl-change', () => {
    const option = options.find((o) => o.value === element.current?.value);
    if (option) onChange(option.value);
  });
  return (
    <sl-radio-group
      ref={element}
      part="choice"
      size="small"
      label={label}
      class={labelHidden ? 'ts-label-hidden' : undefined}
      value={value}
    >
      {options.map((option) => (
        <sl-radio-button key={option.value} value={option.value} disabled={flag(disabled)}>
          {option.label}
        </sl-radio-button>
      ))}
    </sl-radio-group>
  );
}

function DropdownChoice<V extends string>({
  label,
  labelHidden,
  options,
  index,
  onChange,
  disabled,
}: {
  label: string;
  labelHidden?: boolean;
  options: readonly ChoiceOption<V>[];
  index: number;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const element = useRef<HTMLElement & { value: string }>(null);
  useShoelaceEvent(element, 'sl-change', () => {
    const option = options[Number(element.current?.value)];
    if (option) onChange(option.value);
  });
  return (
    <sl-select
      ref={element}
      part="choice"
      size="small"
      label={label}
      class={labelHidden ? 'ts-label-hidden' : undefined}
      value={String(index)}
      disabled={flag(disabled)}
      hoist
    >
      {options.map((option, i) => (
        <sl-option key={option.value} value={String(i)}>
          {option.label}
        </sl-option>
      ))}
    </sl-select>
  );
}
