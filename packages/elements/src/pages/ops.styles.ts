/** Styles shared by the operator screens (audit log, customer management). */
export const opsStyles = /* css */ `
.ops { display: grid; gap: 16px; font-size: 14px; }
.ops h2 { font-size: 20px; margin: 0; }
.ops h3 { font-size: 16px; margin: 0 0 8px; }
.ops-header { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.ops-note { color: var(--ts-muted); font-size: 13px; font-weight: 400; margin-left: 6px; }
.ops-card {
  background: var(--ts-surface); border: 1px solid var(--ts-border); border-radius: var(--ts-radius);
  box-shadow: var(--ts-shadow); padding: 16px;
}
.ops button {
  font: inherit; font-size: 13px; border-radius: 6px; border: 1px solid var(--ts-border);
  background: var(--ts-surface); color: inherit; padding: 6px 12px; cursor: pointer;
}
.ops button:hover:not(:disabled) { border-color: var(--ts-primary); color: var(--ts-primary); }
.ops button:disabled { opacity: 0.5; cursor: not-allowed; }
.ops button.primary { background: var(--ts-primary); border-color: var(--ts-primary); color: #fff; }
.ops button.primary:hover:not(:disabled) { color: #fff; filter: brightness(1.08); }
.ops button.link { border: 0; background: none; padding: 4px 0; color: var(--ts-primary); }
.ops button:focus-visible, .ops input:focus-visible, .ops select:focus-visible, .ops summary:focus-visible {
  outline: 2px solid var(--ts-primary); outline-offset: 2px;
}
.ops input, .ops select {
  font: inherit; font-size: 13px; padding: 6px 8px; border: 1px solid var(--ts-border);
  border-radius: 6px; background: var(--ts-surface); color: var(--tripsight-color-text, #1f2937);
  min-width: 0; height: 34px;
}
.ops input[type='checkbox'] { height: auto; }
.ops label.field { display: grid; gap: 4px; font-size: 12px; color: var(--ts-muted); }
.ops-table-wrap { overflow-x: auto; }
.ops table { width: 100%; border-collapse: collapse; }
.ops th {
  text-align: left; font-size: 12px; text-transform: uppercase; letter-spacing: 0.03em;
  color: var(--ts-muted); padding: 8px 10px; border-bottom: 1px solid var(--ts-border); white-space: nowrap;
}
.ops td { padding: 10px; border-bottom: 1px solid var(--ts-border); vertical-align: top; }
.ops tbody tr.clickable { cursor: pointer; }
.ops tbody tr.clickable:hover { background: color-mix(in srgb, var(--ts-primary) 5%, transparent); }
.ops-muted { color: var(--ts-muted); }
.ops-small { font-size: 12px; }
.ops-error {
  color: var(--ts-negative); background: color-mix(in srgb, var(--ts-negative) 8%, transparent);
  border-radius: 6px; padding: 8px 12px; margin: 0;
}
.ops-empty { color: var(--ts-muted); padding: 16px 0; margin: 0; }
.badge {
  display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  white-space: nowrap; border: 1px solid transparent;
}
.tone-grey { background: #f3f4f6; color: #4b5563; border-color: #e5e7eb; }
.tone-blue { background: #eff6ff; color: #1d4ed8; border-color: #bfdbfe; }
.tone-green { background: #f0fdf4; color: #15803d; border-color: #bbf7d0; }
.tone-red { background: #fef2f2; color: #b91c1c; border-color: #fecaca; }
.tone-amber { background: #fffbeb; color: #b45309; border-color: #fde68a; }
.ops-pagination { display: flex; gap: 6px; align-items: center; justify-content: flex-end; flex-wrap: wrap; }
.ops-pagination button[aria-current='page'] { background: var(--ts-primary); color: #fff; border-color: var(--ts-primary); }
.ops dialog {
  border: 1px solid var(--ts-border); border-radius: var(--ts-radius); padding: 20px; min-width: min(420px, 90vw);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2); color: inherit; background: var(--ts-surface);
}
.ops dialog::backdrop { background: rgba(15, 23, 42, 0.35); }
.ops dialog form { display: grid; gap: 12px; }
.ops-dialog-actions { display: flex; justify-content: flex-end; gap: 8px; }
.ops-field-error { color: var(--ts-negative); font-size: 12px; margin: 0; }
.ops-skeleton-rows { display: grid; gap: 8px; }
`;
