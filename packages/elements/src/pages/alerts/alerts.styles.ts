import { opsStyles } from '../ops.styles.js';

/** Styles of <tripsight-alerts>: the operator screens' styles and the page's own rows and forms. */
export const alertsStyles =
  opsStyles +
  /* css */ `
.alerts-intro { margin: 0; color: var(--ts-muted); max-width: 70ch; }
.row-actions { display: flex; flex-wrap: wrap; gap: 4px 12px; }
.row-actions button.danger { color: var(--ts-negative); }
.ops button.primary.danger-fill, .ts-dialog button.primary.danger-fill { background: var(--ts-negative); border-color: var(--ts-negative); }
/* As weak as the tables' own cell rule, so a stacked row's name lines up with its other cells. */
.ops th.row-name {
  font-size: 14px; font-weight: 600; text-transform: none; letter-spacing: normal; color: var(--ts-text);
  white-space: normal; text-align: left; padding: 10px;
}
/* Words break between words; only an address may break inside (after its @, before a dot, else anywhere). */
.ops .ts-table tbody td, .ops .ts-table tbody th { overflow-wrap: break-word; }
.address { overflow-wrap: anywhere; }
.cell-lines { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 2px; }
.period-cell { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.draft-bar { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
.draft-bar .form-summary { flex-basis: 100%; font-size: 13px; }
.ops .ts-card-header [part='title']:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
/* The kit's red on its tint falls under 4.5:1 in a dialog: the words move a fifth towards the text colour. */
.ops .ts-error.ts-compact { color: color-mix(in srgb, var(--ts-negative) 80%, var(--ts-text)); }
.notice { margin: 0; padding: 8px 12px; border-radius: 6px; border: 1px solid var(--ts-border); background: var(--ts-surface); }
/* Kept in the page while empty, so a sentence put in it is announced. */
.notice:empty { padding: 0; border: 0; }
.notice code { overflow-wrap: anywhere; }
.form-grid { display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); }
.form-grid .wide { grid-column: 1 / -1; }
.ts-dialog .field select, .ts-dialog .field textarea { width: 100%; }
.ops textarea {
  font: inherit; font-size: 13px; padding: 6px 8px; border: 1px solid var(--ts-border);
  border-radius: 6px; background: var(--ts-surface); color: var(--ts-text); min-height: 56px; resize: vertical;
}
.ops textarea:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.sections { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 16px; }
.sections legend { font-size: 12px; color: var(--ts-muted); padding: 0; margin-bottom: 4px; }
.field-note { font-size: 12px; color: var(--ts-muted); margin: 0; }
.history-tables { display: grid; gap: 16px; }
.history-tables h3 { font-size: 14px; margin: 0 0 6px; }
.ops .ts-dialog { width: min(760px, calc(100vw - 32px)); }
`;
