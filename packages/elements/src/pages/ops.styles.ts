import { sharedStyles } from '../ui/ui.styles.js';

/**
 * Styles shared by the operator screens (audit log, customer management): the UI kit's styles
 * (cards, tables, pagination, states, dialog) plus the screens' header, form controls and badges.
 * Parts of the screens' own markup: header, heading.
 */
export const opsStyles =
  sharedStyles +
  /* css */ `
.ops { display: grid; gap: 16px; font-size: 14px; min-width: 0; }
.ops-header { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.ops-header h2 { font-size: 20px; margin: 0; }
.ops-note { color: var(--ts-muted); font-size: 13px; font-weight: 400; margin-left: 6px; }
.ops .ts-card { height: auto; }
.ops button {
  font: inherit; font-size: 13px; border-radius: 6px; border: 1px solid var(--ts-border);
  background: var(--ts-surface); color: inherit; padding: 6px 12px; cursor: pointer;
}
.ops button:hover:not(:disabled) { border-color: var(--ts-primary); color: var(--ts-primary); }
.ops button:disabled { opacity: 0.5; cursor: not-allowed; }
.ops button.primary { background: var(--ts-primary); border-color: var(--ts-primary); color: var(--ts-on-primary); }
.ops button.primary:hover:not(:disabled) { color: var(--ts-on-primary); filter: brightness(1.08); }
.ops button.link { border: 0; background: none; padding: 4px 0; color: var(--ts-primary); }
.ops .ts-pagination button[aria-current='page'] { background: var(--ts-primary); color: var(--ts-on-primary); border-color: var(--ts-primary); }
.ops button:focus-visible, .ops input:focus-visible, .ops select:focus-visible, .ops summary:focus-visible {
  outline: 2px solid var(--ts-primary); outline-offset: 2px;
}
.ops input, .ops select {
  font: inherit; font-size: 13px; padding: 6px 8px; border: 1px solid var(--ts-border);
  border-radius: 6px; background: var(--ts-surface); color: var(--ts-text);
  min-width: 0; height: 34px;
}
.ops input[type='checkbox'] { height: auto; }
.ops label.field { display: grid; gap: 4px; font-size: 12px; color: var(--ts-muted); }
.ops .ts-table th {
  font-size: 12px; text-transform: uppercase; letter-spacing: 0.03em; color: var(--ts-muted);
  padding: 8px 10px; white-space: nowrap;
}
.ops .ts-table td { padding: 10px; font-size: 14px; }
.ops-muted { color: var(--ts-muted); }
.ops-small { font-size: 12px; }
.check { display: flex; gap: 8px; align-items: center; font-size: 13px; color: var(--ts-text); cursor: pointer; }
.nowrap { white-space: nowrap; }
.detail-nav { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 16px; margin: 0; }
.facts dt { color: var(--ts-muted); }
.facts dd { margin: 0; overflow-wrap: break-word; }
.badge {
  display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  white-space: nowrap; border: 1px solid transparent;
}
/* A badge's tone is a token: a tint of it for the fill, and the token moved towards the text colour
   for the words, so the badges read in the light and the dark theme alike. */
.badge[class*='tone-'] {
  background: color-mix(in srgb, var(--ts-tone) 10%, var(--ts-surface));
  color: color-mix(in srgb, var(--ts-tone) 70%, var(--ts-text));
  border-color: color-mix(in srgb, var(--ts-tone) 30%, var(--ts-surface));
}
.tone-grey { --ts-tone: var(--ts-muted); }
.tone-blue { --ts-tone: var(--ts-primary); }
.tone-green { --ts-tone: var(--ts-positive); }
.tone-red { --ts-tone: var(--ts-negative); }
.tone-amber { --ts-tone: var(--ts-warning); }
.ts-dialog form { display: grid; gap: 12px; }
.ts-dialog .field input { width: 100%; }
.ops-dialog-actions { display: flex; justify-content: flex-end; gap: 8px; }
.ops-field-error { color: var(--ts-negative); font-size: 12px; margin: 0; }
`;
