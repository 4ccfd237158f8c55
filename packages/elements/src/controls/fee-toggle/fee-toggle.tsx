import { useRef } from 'react';
import type { FeeMode } from '@tripsight/core/bus';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { ensureShoelace, useShoelaceEvent } from '../../internal/shoelace.js';
import { feeToggleStyles } from './fee-toggle.styles.js';

ensureShoelace();

/** The options of the net/gross savings toggle (docs/rules/shell.md#net-and-gross-savings), Gross Savings first (default). */
const FEE_OPTIONS: readonly { value: FeeMode; label: string }[] = [
  { value: 'gross', label: 'Gross Savings' },
  { value: 'net', label: 'Net Savings' },
];

/** Net or gross savings (the TMC transaction fee), shared by every element on the bus. */
export function FeeToggle() {
  const { bus } = useHost();
  const feeMode = useBusState((s) => s.feeMode);
  const group = useRef<HTMLElement & { value: string }>(null);
  useShoelaceEvent(group, 'sl-change', () => {
    const value = group.current?.value;
    bus.setState({ feeMode: value === 'net' ? 'net' : 'gross' });
  });
  return (
    <sl-radio-group ref={group} size="small" part="group" label="Savings fee" value={feeMode}>
      {FEE_OPTIONS.map(({ value, label }) => (
        <sl-radio-button key={value} value={value}>
          {label}
        </sl-radio-button>
      ))}
    </sl-radio-group>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [feeToggleStyles];
