/**
 * Styles of the kit's form controls and large tables: Slider, RangeSlider, Switch, Choice and
 * VirtualTable. Elements that use them add these (and Shoelace's theme) to their shadow root. Parts:
 * slider, range-slider, range-track, switch, choice, table-scroll.
 */
export const formControlStyles = /* css */ `
.ts-slider { position: relative; min-width: 0; }
.ts-slider sl-range { display: block; }
/* Room for the value printed at the label's end. */
.ts-slider sl-range::part(form-control-label) { padding-right: 72px; }
.ts-slider-value {
  position: absolute; top: 0; right: 0; font-size: 0.85rem; font-weight: 600;
  font-variant-numeric: tabular-nums; color: var(--ts-primary);
}
.ts-label-hidden::part(form-control-label) {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap;
}
sl-radio-group::part(form-control-label), sl-select::part(form-control-label), sl-range::part(form-control-label) {
  font-size: 0.85rem; color: var(--ts-muted); margin-bottom: 4px;
}
sl-range::part(form-control-help-text), sl-select::part(form-control-help-text) { font-size: 0.75rem; }
sl-radio-group::part(button-group) { flex-wrap: wrap; }
.ts-range-slider { display: grid; gap: 2px; min-width: 0; }
.ts-range-label { font-size: 0.85rem; color: var(--ts-muted); }
.ts-range-track { position: relative; height: 28px; }
.ts-range-track::before {
  content: ''; position: absolute; left: 8px; right: 8px; top: 12px; height: 4px;
  background: var(--ts-border); border-radius: 2px;
}
.ts-range-fill { position: absolute; top: 12px; height: 4px; background: var(--ts-primary); border-radius: 2px; }
.ts-range-track input[type='range'] {
  position: absolute; inset: 0; width: 100%; height: 28px; margin: 0; background: none;
  pointer-events: none; -webkit-appearance: none; appearance: none;
}
.ts-range-track input[type='range']::-webkit-slider-runnable-track { background: none; }
.ts-range-track input[type='range']::-webkit-slider-thumb {
  pointer-events: auto; -webkit-appearance: none; appearance: none; width: 18px; height: 18px; border-radius: 50%;
  background: var(--ts-surface); border: 2px solid var(--ts-primary); cursor: pointer;
}
.ts-range-track input[type='range']::-moz-range-thumb {
  pointer-events: auto; width: 14px; height: 14px; border-radius: 50%;
  background: var(--ts-surface); border: 2px solid var(--ts-primary); cursor: pointer;
}
.ts-range-track input[type='range']:focus-visible { outline: none; }
.ts-range-track input[type='range']:focus-visible::-webkit-slider-thumb { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-range-track input[type='range']:disabled::-webkit-slider-thumb { border-color: var(--ts-border); cursor: not-allowed; }
.ts-range-values {
  display: flex; justify-content: space-between; font-size: 0.8rem; color: var(--ts-muted);
  font-variant-numeric: tabular-nums;
}
sl-switch { --height: 18px; --width: 32px; --thumb-size: 14px; font-size: 0.85rem; }
.ts-vtable { overflow: auto; border: 1px solid var(--ts-border); border-radius: 6px; overscroll-behavior: contain; }
.ts-vtable:focus-visible { outline: 2px solid var(--ts-primary); outline-offset: 2px; }
.ts-vtable-table { table-layout: fixed; border-collapse: separate; border-spacing: 0; }
.ts-vtable-table caption { padding: 6px 8px; }
.ts-vtable-table th, .ts-vtable-table td {
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; vertical-align: middle; padding: 0 8px;
}
.ts-vtable-table thead th { padding: 8px; z-index: 2; white-space: normal; vertical-align: bottom; }
.ts-vtable-spacer { border: 0; }
`;
