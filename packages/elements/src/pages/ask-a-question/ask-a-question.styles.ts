/** Styles of <tripsight-ask-a-question>. */
export const askAQuestionStyles = /* css */ `
.ask { display: grid; gap: 16px; }
.sub-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--ts-border); flex-wrap: wrap; }
.sub-tabs button {
  border: 0; background: none; padding: 8px 12px; font: inherit; color: var(--ts-muted); cursor: pointer;
  border-bottom: 2px solid transparent; margin-bottom: -1px;
}
.sub-tabs button[aria-selected='true'] { color: var(--ts-primary); border-bottom-color: var(--ts-primary); font-weight: 600; }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) 260px; gap: 16px; align-items: start; }
.main { display: grid; gap: 16px; min-width: 0; }
@media (max-width: 720px) { .layout { grid-template-columns: minmax(0, 1fr); } }
.question-form { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.field { display: grid; gap: 4px; font-size: 12px; color: var(--ts-muted); }
.field.question { flex: 1 1 260px; }
.field input, .field select, .chip select {
  font: inherit; font-size: 14px; color: var(--ts-text); background: var(--ts-surface);
  border: 1px solid var(--ts-border); border-radius: 6px; height: 34px; padding: 0 8px; min-width: 0;
}
.field input { width: 100%; box-sizing: border-box; }
button { font: inherit; cursor: pointer; }
button.primary {
  height: 34px; padding: 0 16px; border: 0; border-radius: 6px; background: var(--ts-primary); color: #fff; font-weight: 600;
}
button.primary:disabled { opacity: 0.5; cursor: not-allowed; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.chips { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
.chip {
  display: inline-flex; align-items: center; gap: 6px; padding: 2px 4px 2px 10px; border-radius: 16px;
  border: 1px solid var(--ts-border); background: var(--ts-surface); font-size: 13px; max-width: 100%;
}
.chip select { height: 26px; border: 0; background: transparent; padding: 0 4px; max-width: 220px; }
.chip button { border: 0; background: none; color: var(--ts-muted); padding: 0 6px; font-size: 16px; line-height: 1; }
.chip-kind { font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--ts-muted); }
.refusal { color: var(--ts-negative, #b91c1c); margin: 0 0 8px; }
.refusal .request-id { display: block; margin-top: 2px; color: var(--ts-muted); font-size: 0.75rem; }
.suggestions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; font-size: 13px; }
.answer { max-width: 760px; }
.suggestion, .saved button, .chart-kinds button, [part='card-header'] button {
  border: 1px solid var(--ts-border); background: var(--ts-surface); border-radius: 6px; padding: 4px 10px; color: var(--ts-text);
}
.chart-kinds { display: flex; gap: 6px; margin-bottom: 8px; }
.chart-kinds button[aria-pressed='true'] { border-color: var(--ts-primary); color: var(--ts-primary); font-weight: 600; }
.banner { display: flex; flex-wrap: wrap; gap: 32px; padding: 8px 0; }
.note { font-size: 13px; color: var(--ts-muted); }
.panel ul { margin: 0 0 12px; padding-left: 18px; font-size: 13px; display: grid; gap: 2px; }
.panel h4 { margin: 8px 0 4px; font-size: 13px; }
.saved { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.saved li { display: flex; gap: 8px; align-items: center; justify-content: space-between; flex-wrap: wrap; }
.saved button.link { border: 0; background: none; color: var(--ts-primary); text-align: left; padding: 0; }
`;
