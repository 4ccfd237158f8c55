// The package entry: custom elements only. The elements render with a React kept private inside this
// build (bundled, never the host's), so nothing React-facing is exported: a host on any React
// version, or none, uses the <tripsight-…> tags. Safe to import on a server (nothing is defined there).
export { defineAll } from './define-all.js';
export { emit } from './internal/emit.js';
export { canDefineElements } from './internal/ssr.js';
export { TripsightContextElement } from './controls/context/context.element.js';
// Every element's define function (one per tag).
export * from './elements.js';
export type { TripsightEventMap } from './internal/emit.js';
export type { SavingsOverviewProps } from './pages/savings-overview/savings-overview.js';
export type { ModeWidgetProps as SavingsWidgetProps } from './internal/widget-props.js';
export type { FilterBarProps } from './controls/filter-bar/filter-bar.js';
export type { DateRangeProps } from './controls/date-range/date-range.js';
export type { CurrencySelectProps } from './controls/currency-select/currency-select.js';
export type { ExportMenuProps } from './controls/export-menu/export-menu.js';
export type { SignInProps } from './controls/sign-in/sign-in.js';
