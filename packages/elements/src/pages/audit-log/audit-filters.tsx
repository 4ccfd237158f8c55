import {
  activeFilterChips,
  CONVERSATION_STATUSES,
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  emptyConversationFilters,
  removeFilterChip,
  statusText,
  type ConversationFilters,
  type DateRangePreset,
} from '@tripsight/core/ops';
import { Card } from '../../ui/card.js';

export interface AuditFiltersProps {
  /** Applied filters (search already debounced). */
  filters: ConversationFilters;
  /** Text in the search box (applies 300 ms after typing stops). */
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (filters: ConversationFilters) => void;
  corporates: string[];
  intents: string[];
}

/** Search, intent, multi-status, corporate and date-range filters, then the 'Active filters' chips. */
export function AuditFilters({
  filters,
  searchText,
  onSearchText,
  onChange,
  corporates,
  intents,
}: AuditFiltersProps) {
  const set = (patch: Partial<ConversationFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const toggleStatus = (status: string, on: boolean) =>
    set({ statuses: on ? [...filters.statuses, status] : filters.statuses.filter((s) => s !== status) });
  const chips = activeFilterChips(filters, statusText);

  return (
    <Card title="Filters" titleHidden className="filters">
      <div className="filter-row">
        <label className="field search">
          Search
          <input
            type="search"
            value={searchText}
            placeholder="Subject, sender or ID"
            onChange={(e) => onSearchText(e.target.value)}
          />
        </label>
        <label className="field">
          Intent
          <select
            value={filters.intents[0] ?? ''}
            onChange={(e) => set({ intents: e.target.value ? [e.target.value] : [] })}
          >
            <option value="">All intents</option>
            {intents.map((intent) => (
              <option key={intent} value={intent}>
                {intent}
              </option>
            ))}
          </select>
        </label>
        <div className="status-field">
          <span aria-hidden="true">Status</span>
          <details className="status-filter">
            <summary>
              <span className="ts-visually-hidden">Status: </span>
              <span className="status-summary">
                {filters.statuses.length === 0
                  ? 'All except Out of Scope'
                  : `${filters.statuses.length} selected`}
              </span>
            </summary>
            <fieldset>
              <legend className="ts-visually-hidden">Statuses</legend>
              {CONVERSATION_STATUSES.map((status) => (
                <label key={status} className="check">
                  <input
                    type="checkbox"
                    checked={filters.statuses.includes(status)}
                    onChange={(e) => toggleStatus(status, e.target.checked)}
                  />
                  {statusText(status)}
                </label>
              ))}
            </fieldset>
          </details>
        </div>
        <label className="field">
          Corporate
          <select value={filters.corporate} onChange={(e) => set({ corporate: e.target.value })}>
            <option value="">All corporates</option>
            {corporates.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Date range
          <select
            value={filters.dateRange}
            onChange={(e) => set({ dateRange: e.target.value as DateRangePreset })}
          >
            {DATE_RANGE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {DATE_RANGE_LABELS[preset]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {chips.length > 0 && (
        <div className="chips" role="group" aria-label="Active filters">
          <span className="chips-title">Active filters</span>
          {chips.map((chip) => (
            <span className="chip" key={`${chip.key}:${chip.value}`}>
              {chip.label}
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${chip.label}`}
                onClick={() => {
                  if (chip.key === 'search') onSearchText('');
                  onChange(removeFilterChip(filters, chip));
                }}
              >
                ×
              </button>
            </span>
          ))}
          <button
            type="button"
            className="link"
            onClick={() => {
              onSearchText('');
              onChange(emptyConversationFilters());
            }}
          >
            Clear all
          </button>
        </div>
      )}
    </Card>
  );
}
