import { useLayoutEffect, useRef } from 'react';
import { toggleAll, toggleOption } from '@tripsight/core/supplier';
import { useMenuButton } from '../../internal/menu-button.js';
import { ensureShoelace, useShoelaceEvent } from '../../internal/shoelace.js';

ensureShoelace();

/** Value of the All entry (the options are addressed by their position). */
const ALL = 'all';

/** What the trigger says: All, None, the one or two kept, or how many. */
function summary(options: readonly string[], selected: readonly string[]): string {
  if (options.length > 0 && options.every((o) => selected.includes(o))) return 'All';
  if (selected.length === 0) return 'None';
  if (selected.length <= 2) return selected.join(', ');
  return `${selected.length} selected`;
}

export interface CarrierMultiSelectProps {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * A multi select of the carrier availability filters (docs/rules/air.md#carrier-availability): a Shoelace dropdown of checkable
 * entries headed by All, which toggles between none and all (docs/rules/air.md#carrier-availability). The arrows move through the
 * entries, Enter or Space checks one, Escape returns to the button. Part: `multi-select`.
 */
export function CarrierMultiSelect({ label, options, selected, onChange }: CarrierMultiSelectProps) {
  const dropdown = useRef<HTMLElement>(null);
  const menu = useRef<HTMLElement>(null);
  useMenuButton(dropdown, menu);
  const all = options.length > 0 && options.every((o) => selected.includes(o));
  useShoelaceEvent(menu, 'sl-select', (event) => {
    const value = (event as CustomEvent<{ item: { value: string } }>).detail.item.value;
    if (value === ALL) onChange(toggleAll(selected, options));
    else {
      const option = options[Number(value)];
      if (option !== undefined) onChange(toggleOption(selected, option, options));
    }
  });
  // A checkbox entry flips itself on a click; keep every entry in step with the selection held here.
  useLayoutEffect(() => {
    for (const item of menu.current?.querySelectorAll<HTMLElement & { value: string; checked: boolean }>(
      'sl-menu-item',
    ) ?? []) {
      const option = options[Number(item.value)];
      item.checked = item.value === ALL ? all : option !== undefined && selected.includes(option);
    }
  });
  return (
    <div part="multi-select" className="ts-carrier-multi">
      <span className="ts-carrier-label" aria-hidden="true">
        {label}
      </span>
      <sl-dropdown ref={dropdown} stay-open-on-select="" hoist>
        <sl-button slot="trigger" caret={true} size="small">
          <span className="ts-visually-hidden">{label}: </span>
          {summary(options, selected)}
        </sl-button>
        <sl-menu ref={menu} class="ts-carrier-menu" aria-label={label}>
          <sl-menu-item type="checkbox" value={ALL}>
            All
          </sl-menu-item>
          {options.map((option, i) => (
            <sl-menu-item key={option} type="checkbox" value={String(i)}>
              {option}
            </sl-menu-item>
          ))}
        </sl-menu>
      </sl-dropdown>
    </div>
  );
}
