import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  FILTER_PLACEHOLDER_ALL,
  FILTER_PLACEHOLDER_LOADING,
  FILTER_SEARCH_PLACEHOLDER,
  toggleAll,
} from '@tripsight/core/controls';
import { useMenuButton } from '../../internal/menu-button.js';
import { flag, useShoelaceEvent } from '../../internal/shoelace.js';

/** Value of the "All" entry (never a real filter value). */
const ALL = '\u0000all';

export interface FilterSelectProps {
  group: string;
  label: string;
  entries: string[];
  selected: string[];
  loading: boolean;
  disabled: boolean;
  onChange(next: string[]): void;
  onOpenChange(open: boolean): void;
}

function summary(selected: string[], loading: boolean): string {
  if (loading) return FILTER_PLACEHOLDER_LOADING;
  if (selected.length === 0) return FILTER_PLACEHOLDER_ALL;
  if (selected.length <= 2) return selected.join(', ');
  return `${selected.length} selected`;
}

/** One filter group: a Shoelace dropdown of checkable entries with All and a search box. */
export function FilterSelect({
  group,
  label,
  entries,
  selected,
  loading,
  disabled,
  onChange,
  onOpenChange,
}: FilterSelectProps) {
  const dropdown = useRef<HTMLElement>(null);
  const menu = useRef<HTMLElement>(null);
  // The entries' menu sits under a search box: give the trigger the menu-button keys (ArrowDown opens
  // on All, the arrows move, Escape returns to the trigger).
  useMenuButton(dropdown, menu);
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? entries.filter((e) => e.toLowerCase().includes(needle)) : entries;
  }, [entries, search]);
  const allSelected = entries.length > 0 && entries.every((e) => selected.includes(e));

  useShoelaceEvent(dropdown, 'sl-show', () => onOpenChange(true));
  useShoelaceEvent(dropdown, 'sl-hide', () => onOpenChange(false));
  useShoelaceEvent(menu, 'sl-select', (event) => {
    const value = (event as CustomEvent<{ item: { value: string } }>).detail.item.value;
    if (value === ALL) onChange(toggleAll(selected, entries));
    else onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  });

  // A checkbox item toggles itself on click; keep every item in step with the selection we hold.
  useLayoutEffect(() => {
    for (const item of menu.current?.querySelectorAll<HTMLElement & { value: string; checked: boolean }>(
      'sl-menu-item',
    ) ?? []) {
      item.checked = item.value === ALL ? allSelected : selected.includes(item.value);
    }
  });

  return (
    <sl-dropdown
      ref={dropdown}
      stay-open-on-select=""
      disabled={flag(disabled)}
      part="filter"
      data-group={group}
    >
      <sl-button
        slot="trigger"
        caret={true}
        size="small"
        disabled={flag(disabled)}
        aria-label={`${label} filter`}
      >
        <span className="label">{label}</span>
        <span className="value">{summary(selected, loading)}</span>
      </sl-button>
      <div className="panel" part="filter-panel">
        <input
          className="search"
          type="search"
          placeholder={FILTER_SEARCH_PLACEHOLDER}
          aria-label={`Search ${label}`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => e.stopPropagation()}
        />
        <sl-menu ref={menu}>
          <sl-menu-item type="checkbox" value={ALL}>
            All
          </sl-menu-item>
          {visible.map((entry) => (
            <sl-menu-item key={entry} type="checkbox" value={entry}>
              {entry}
            </sl-menu-item>
          ))}
        </sl-menu>
      </div>
    </sl-dropdown>
  );
}
