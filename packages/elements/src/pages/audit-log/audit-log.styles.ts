import { opsStyles } from '../ops.styles.js';

/** Styles of <tripsight-audit-log>. */
export const auditLogStyles =
  opsStyles +
  /* css */ `
.filters { display: grid; gap: 12px; }
.filter-row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.filter-row .search { flex: 1 1 220px; }
.filter-row .search input { width: 100%; }
.status-field { display: grid; gap: 4px; font-size: 12px; color: var(--ts-muted); }
.status-filter { position: relative; }
.status-filter summary {
  list-style: none; cursor: pointer; border: 1px solid var(--ts-border); border-radius: 6px;
  padding: 0 8px; height: 34px; background: var(--ts-surface); color: var(--ts-text);
  font-size: 13px; display: flex; gap: 8px; align-items: center; min-width: 190px;
}
.status-filter summary::-webkit-details-marker { display: none; }
.status-filter summary::after { content: '▾'; margin-left: auto; color: var(--ts-muted); }
.status-summary { color: var(--ts-muted); }
.status-filter fieldset {
  /* Opens under the button, aligned to its right edge: it never reaches past the right of the page. */
  position: absolute; right: 0; z-index: 10; margin: 4px 0 0; padding: 8px 12px; min-width: 100%;
  width: max-content; max-width: calc(100vw - 32px);
  background: var(--ts-surface); border: 1px solid var(--ts-border); border-radius: 6px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12); display: grid; gap: 6px;
}
.chips { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.chips-title { font-size: 12px; font-weight: 600; color: var(--ts-muted); }
.chip {
  display: inline-flex; align-items: center; gap: 4px; padding: 2px 4px 2px 10px; border-radius: 999px;
  background: color-mix(in srgb, var(--ts-primary) 10%, transparent); color: var(--ts-primary); font-size: 12px;
}
.ops .chip-remove { border: 0; background: none; padding: 0 6px; font-size: 14px; line-height: 1; color: inherit; }
.subject { font-weight: 600; }
.intent { display: inline-flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.intent-extra { color: var(--ts-muted); font-size: 12px; }
.detail-id { display: flex; gap: 8px; align-items: center; }
.detail-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr)); }
.failure { color: var(--ts-negative); }
.summary { margin: 0 0 8px; line-height: 1.5; }
.email-body {
  white-space: pre-wrap; font: inherit; font-size: 13px; background: var(--ts-surface-muted); border: 1px solid var(--ts-border);
  border-radius: 6px; padding: 12px; max-height: 320px; overflow: auto;
}
.attachments { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.attachments li { display: flex; gap: 10px; align-items: center; }
.file-type { min-width: 48px; text-align: center; }
.file-name { flex: 1; overflow-wrap: anywhere; }
.timeline { list-style: none; margin: 0; padding: 0 0 0 14px; border-left: 2px solid var(--ts-border); display: grid; gap: 14px; }
.timeline li { display: grid; gap: 4px; justify-items: start; }
.step-head { display: flex; gap: 8px; align-items: center; }
/* The events table spans the detail's width; each state is a two-column list whose values wrap
   between words (long ones, such as addresses, anywhere), never every few characters. */
.events { grid-column: 1 / -1; min-width: 0; --ts-stacked-max-height: 600px; }
@container ts-table (min-width: 521px) { .events .state-cell { min-width: 16em; width: 55%; } }
.state { margin: 0; display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 10px; font-size: 12px; }
.state div { display: contents; }
.state dt { color: var(--ts-muted); }
.state dd { margin: 0; overflow-wrap: break-word; }
.compare { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 380px), 1fr)); align-items: start; }
.message-html {
  margin-top: 8px; padding: 12px; border: 1px solid var(--ts-border); border-radius: 6px;
  /* A message keeps the white page its HTML was written for, in the dark theme too. */
  background: #fff; color: #1f2937; color-scheme: light;
  line-height: 1.5; overflow-wrap: anywhere; overflow: auto; max-height: 600px;
}
.message-html > :first-child { margin-top: 0; }
.message-html > :last-child { margin-bottom: 0; }
.message-html img, .message-html svg { max-width: 100%; height: auto; }
.message-html p { margin: 0 0 0.75em; }
.ops h2[tabindex='-1']:focus { outline: none; }
.ops h2[tabindex='-1']:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.outbound + .outbound { margin-top: 16px; }
`;
