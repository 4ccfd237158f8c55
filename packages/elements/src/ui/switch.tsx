import '@shoelace-style/shoelace/dist/components/switch/switch.js';
import { useRef } from 'react';
import { ensureShoelace, flag, useShoelaceEvent } from '../internal/shoelace.js';

ensureShoelace();

export interface SwitchProps {
  /** What the switch turns on (its accessible name). */
  label: string;
  /** Keep the label for screen readers only, where the control it applies shows its own label. */
  labelHidden?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off switch over Shoelace's `sl-switch` (a checkbox with role switch: Space toggles it).
 * Part: `switch`.
 *
 * @example <Switch label="Apply the price range" checked={on} onChange={setOn} />
 */
export function Switch({ label, labelHidden, checked, onChange, disabled }: SwitchProps) {
  const element = useRef<HTMLElement & { checked: boolean }>(null);
  useShoelaceEvent(element, 'sl-change', () => onChange(Boolean(element.current?.checked)));
  return (
    <sl-switch ref={element} part="switch" size="small" checked={flag(checked)} disabled={flag(disabled)}>
      {labelHidden ? <span className="ts-visually-hidden">{label}</span> : label}
    </sl-switch>
  );
}
