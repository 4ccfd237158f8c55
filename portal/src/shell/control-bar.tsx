import { isDemoTab, type TabDefinition } from '@tripsight/core';

/** True when a tab shows any global control (the operations pages show none). */
export function hasControls(tab: TabDefinition): boolean {
  return (
    !tab.hideFilters ||
    !tab.disableDatePicker ||
    !tab.hideCurrencySelector ||
    !tab.hideExportButton ||
    tab.showNetGrossToggle
  );
}

/**
 * The top filter bar of the active tab, placed per its display options (spec §2 "Per-tab display
 * options"): filters unless hidden (disabled when the tab disables them), the date range (disabled when
 * the tab disables the picker), currency unless hidden, the net/gross toggle where shown, export unless hidden.
 */
export function ControlBar({ tab }: { tab: TabDefinition }) {
  if (!hasControls(tab)) return null;
  // Boolean attributes of the elements read 'true' / 'false'.
  const flag = (on: boolean) => (on ? 'true' : undefined);
  const demo = isDemoTab(tab);
  return (
    <section className="control-bar" aria-label="Filters and options">
      {tab.hideFilters ? null : (
        <tripsight-filter-bar
          product={tab.productType}
          disabled={flag(tab.disableFilters)}
          demo={flag(demo)}
        />
      )}
      <div className="control-row">
        <tripsight-date-range
          product={tab.productType}
          disabled={flag(tab.disableDatePicker)}
          allow-future-dates={flag(tab.showFutureDates)}
          demo={flag(demo)}
        />
        {tab.hideCurrencySelector ? null : <tripsight-currency-select />}
        {tab.showNetGrossToggle ? <tripsight-fee-toggle /> : null}
        {tab.hideExportButton ? null : <tripsight-export-menu tab={tab.tabName} />}
      </div>
    </section>
  );
}
