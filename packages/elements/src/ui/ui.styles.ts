import { chartStyles } from './charts/charts.styles.js';
import { chartWalkStyles } from './charts/chart-walk.styles.js';

/** The rules of a table (`table`, a selector) that stacks each row: every cell under its column's name. */
function stackedRows(table: string): string {
  return `
  ${table}, ${table} tbody, ${table} tr, ${table} tbody td, ${table} tbody th, ${table} caption { display: block; }
  ${table} thead tr { display: flex; flex-wrap: wrap; gap: 2px 12px; border-bottom: 1px solid var(--ts-border); }
  ${table} thead th { display: block; position: static; border: 0; padding: 4px 0; font-size: 0.8rem; }
  ${table} thead th > button { font-weight: 500; }
  ${table} thead th:has(.ts-visually-hidden:only-child), ${table} thead th:not(:has(> button)) { display: none; }
  ${table} thead tr:not(:has(> th > button)) { display: none; }
  ${table} tbody tr { border-bottom: 1px solid var(--ts-border); padding: 6px 0; }
  ${table} tbody td, ${table} tbody th {
    border: 0; padding: 3px 0; text-align: left; display: grid; gap: 2px 12px; justify-items: start;
    grid-template-columns: minmax(7.5em, 35%) minmax(0, 1fr); overflow-wrap: anywhere;
  }
  ${table} tbody [data-label]::before { content: attr(data-label); color: var(--ts-muted); font-size: 0.8rem; }
  ${table} tbody [data-label] > * { grid-column: 2; }
  .ts-table-wrap:has(> ${table}) { max-height: var(--ts-stacked-max-height, none); }
  ${table} tbody [data-label='']::before { content: none; }
  ${table} tbody [data-label=''], ${table} tbody td[colspan] { display: block; }
  ${table} .ts-percent { justify-content: flex-start; }`;
}

/*
 * A table of more than two columns in a narrow place (a phone, a tablet, a half-width card) stacks its
 * rows, so no page scrolls sideways; the headings stay as a row of sort buttons. The width below which
 * it stacks grows with its columns (data-columns: few = 3 or 4 columns, then 5, 6, and many = 7 or more).
 */
const STACKED_TABLES = `.ts-data-table { container: ts-table / inline-size; }
@container ts-table (max-width: 520px) {${stackedRows('.ts-stacked')}
}
@container ts-table (max-width: 600px) {${stackedRows(".ts-stacked:is([data-columns='5'], [data-columns='6'], [data-columns='many'])")}
}
@container ts-table (max-width: 720px) {${stackedRows(".ts-stacked:is([data-columns='6'], [data-columns='many'])")}
}
@container ts-table (max-width: 960px) {${stackedRows(".ts-stacked[data-columns='many']")}
}`;

/**
 * Styles of the UI kit — cards, tables, pagination, states, dialog and charts — for every element
 * that builds from it. Parts: card, card-header, title, tooltip, value, caption, table,
 * table-header, row, cell, pagination, page-size, page-range, page-button, result-count, empty,
 * error, skeleton, dialog, dialog-title, chart, chart-table, view-as-table, legend. Custom
 * properties: --tripsight-card-padding, --tripsight-kpi-size, --tripsight-band-red,
 * --tripsight-band-amber, --tripsight-band-green, --tripsight-bar-green, --tripsight-bar-yellow,
 * --tripsight-bar-orange, --tripsight-chart-color, --tripsight-chart-color-1 … -10.
 */
export const sharedStyles = /* css */ `
.tripsight-root {
  --ts-card-padding: var(--tripsight-card-padding, 16px);
  --ts-band-red: var(--tripsight-band-red, #dc2626);
  --ts-band-amber: var(--tripsight-band-amber, #b45309);
  --ts-band-green: var(--tripsight-band-green, #15803d);
  --ts-bar-green: var(--tripsight-bar-green, #16a34a);
  --ts-bar-yellow: var(--tripsight-bar-yellow, #eab308);
  --ts-bar-orange: var(--tripsight-bar-orange, #f97316);
  --ts-chart-color: var(--tripsight-chart-color, var(--ts-primary));
}
.ts-page-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 16px; }
.ts-page-titles { flex: 1; min-width: 200px; }
.ts-page-product { color: var(--ts-muted); font-size: 0.85rem; margin: 0; text-transform: uppercase; letter-spacing: 0.04em; }
.ts-page-titles h2 { margin: 0; font-size: 1.4rem; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.ts-page-note { margin: 4px 0 0; color: var(--ts-muted); font-size: 0.85rem; }
.ts-page-actions { display: flex; gap: 8px; align-items: center; }
.ts-badge {
  font-size: 0.7rem; font-weight: 600; padding: 2px 8px; border-radius: 999px;
  background: var(--ts-primary); color: var(--ts-on-primary); text-transform: uppercase;
}
.ts-card {
  background: var(--ts-surface); border: 1px solid var(--ts-border); border-radius: var(--ts-radius);
  box-shadow: var(--ts-shadow); padding: var(--ts-card-padding); height: 100%; position: relative; min-width: 0;
}
.ts-card-header { display: flex; align-items: center; gap: 6px; margin-bottom: 8px; flex-wrap: wrap; }
.ts-card-header h2, .ts-card-header h3 { font-size: 0.95rem; font-weight: 600; margin: 0; flex: 1; }
.ts-card-header h2 { font-size: 1.25rem; }
.ts-tooltip { position: relative; display: inline-flex; }
.ts-tooltip button {
  border: 1px solid var(--ts-border); background: none; border-radius: 50%; width: 20px; height: 20px;
  font-size: 12px; line-height: 1; color: var(--ts-muted); cursor: help; padding: 0;
}
.ts-tooltip [role='tooltip'] {
  visibility: hidden; opacity: 0; transition: opacity 0.2s 0.3s, visibility 0s 0.5s;
  position: absolute; right: 0; top: 24px; z-index: 10; width: max-content; max-width: 240px;
  background: var(--ts-tooltip-background); color: var(--ts-tooltip-text); font-size: 12px; padding: 6px 8px; border-radius: 4px;
}
.ts-tooltip:hover [role='tooltip'], .ts-tooltip:focus-within [role='tooltip'] {
  visibility: visible; opacity: 1; transition: opacity 0.2s 0.2s, visibility 0s 0.2s;
}
.ts-value { font-size: var(--tripsight-kpi-size, 1.75rem); font-weight: 700; margin: 0; }
.ts-caption { color: var(--ts-muted); font-size: 0.85rem; margin: 4px 0 0; }
.ts-empty, .ts-error { text-align: center; padding: 24px 8px; color: var(--ts-muted); }
.ts-empty strong, .ts-error strong { display: block; color: var(--ts-text); margin-bottom: 4px; }
.ts-error strong { color: var(--ts-negative); }
.ts-empty.ts-compact, .ts-error.ts-compact { text-align: left; padding: 8px 0; }
.ts-compact strong { display: inline; margin: 0; font-weight: inherit; color: inherit; }
.ts-error.ts-compact {
  color: var(--ts-negative); background: color-mix(in srgb, var(--ts-negative) 8%, transparent);
  border-radius: 6px; padding: 8px 12px;
}
.ts-skeleton-lines { display: grid; gap: 8px; }
.ts-data-table { display: grid; gap: 8px; min-width: 0; }
.ts-table-wrap { overflow: auto; max-height: 600px; }
table.ts-table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
.ts-table caption { text-align: left; font-weight: 600; padding: 4px 0; }
.ts-table th, .ts-table td { padding: 6px 8px; border-bottom: 1px solid var(--ts-border); text-align: left; vertical-align: top; }
.ts-table tbody th { font-weight: 400; }
.ts-table td.ts-num, .ts-table th.ts-num { text-align: right; font-variant-numeric: tabular-nums; }
.ts-table .ts-nowrap { white-space: nowrap; }
.ts-table th > button {
  all: unset; cursor: pointer; font-weight: 600; display: inline-flex; gap: 4px; align-items: center;
}
.ts-table th.ts-num > button { flex-direction: row-reverse; }
/* A column's info button keeps its own look and a little room from the heading. */
.ts-table th .ts-tooltip { margin-left: 4px; vertical-align: middle; }
.ts-table th > button:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-table thead th { position: sticky; top: 0; background: var(--ts-surface); z-index: 1; }
.ts-table tbody tr.ts-clickable { cursor: pointer; }
.ts-table tbody tr.ts-clickable:hover { background: color-mix(in srgb, var(--ts-primary) 5%, transparent); }
${STACKED_TABLES}
.ts-result-count { margin: 0 0 8px; color: var(--ts-muted); font-size: 0.8rem; }
.ts-pagination {
  display: flex; gap: 6px; align-items: center; justify-content: flex-end; flex-wrap: wrap;
  font-size: 0.8rem; margin-top: 8px;
}
.ts-pagination button, .ts-pagination select {
  font: inherit; border-radius: 6px; border: 1px solid var(--ts-border); background: var(--ts-surface);
  color: inherit; padding: 4px 8px; cursor: pointer; min-height: 30px;
}
.ts-pagination button:disabled { opacity: 0.5; cursor: not-allowed; }
.ts-pagination button[aria-current='page'] { background: var(--ts-primary); color: var(--ts-on-primary); border-color: var(--ts-primary); }
.ts-pagination button:focus-visible, .ts-pagination select:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-page-size { display: inline-flex; gap: 6px; align-items: center; color: var(--ts-muted); margin-right: auto; }
.ts-page-steps { display: inline-flex; gap: 6px; align-items: center; flex-wrap: wrap; justify-content: flex-end; margin-left: auto; }
.ts-page-range { color: var(--ts-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.ts-dialog {
  border: 1px solid var(--ts-border); border-radius: var(--ts-radius); padding: 20px;
  width: min(440px, calc(100vw - 32px)); max-height: calc(100vh - 32px); overflow: auto;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2); color: inherit; background: var(--ts-surface);
}
.ts-dialog::backdrop { background: rgba(15, 23, 42, 0.35); }
.ts-dialog:focus-visible { outline: none; }
.ts-dialog-title { font-size: 1.05rem; font-weight: 600; margin: 0 0 12px; }
.ts-band-red { color: var(--ts-band-red); }
.ts-band-amber { color: var(--ts-band-amber); }
.ts-band-green { color: var(--ts-band-green); }
.ts-percent { display: flex; align-items: center; gap: 8px; justify-content: flex-end; }
.ts-bar { height: 8px; border-radius: 4px; background: var(--ts-border); min-width: 60px; }
.ts-bar span { display: block; height: 100%; border-radius: 4px; }
.ts-bar-green { background: var(--ts-bar-green); }
.ts-bar-yellow { background: var(--ts-bar-yellow); }
.ts-bar-orange { background: var(--ts-bar-orange); }
.ts-toolkit { margin: 0; display: grid; gap: 12px; }
.ts-toolkit dt { font-size: 0.8rem; color: var(--ts-muted); }
.ts-toolkit dd { margin: 0; font-weight: 600; }
${chartStyles}
${chartWalkStyles}`;
