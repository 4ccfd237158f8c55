import { useLayoutEffect } from 'react';
import type { Bus } from '@tripsight/core/bus';
import { filterBarState, isDemoTab, type TabDefinition } from '@tripsight/core/catalogue';
import { reportsForTab } from '@tripsight/core/export';
import { useTabAvailable } from './tab-page.js';

/** True when a tab shows any global control (the operations pages show none). */
function hasControls(tab: TabDefinition): boolean {
  return (
    !tab.hideFilters ||
    !tab.disableDatePicker ||
    !tab.hideCurrencySelector ||
    !tab.hideExportButton ||
    tab.showNetGrossToggle
  );
}

/**
 * While the bar shows the currency selector, the page waits for the currency it chooses: marked on the
 * bus before the page's elements ask for data (they may load before the selector), cleared with it.
 */
function useCurrencyControl(bus: Bus, shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return;
    bus.setState((s) => (s.currencyFor === null ? { currencyFor: '' } : {}));
    return () => bus.setState({ currencyFor: null });
  }, [bus, shown]);
}

/**
 * The top filter bar of the active tab, placed per its display options (docs/rules/shell.md#tab-display-options): filters unless hidden (disabled when the tab disables them, or with its reason on a POC sample tab), the date range (disabled when
 * the tab disables the picker), currency unless hidden, the net/gross toggle where shown, export unless
 * hidden and when the tab has reports (docs/rules/shell.md#exports-and-downloads). A tab whose page does not exist yet shows no controls:
 * they would do nothing.
 */
export function ControlBar({ tab, bus }: { tab: TabDefinition; bus: Bus }) {
  const available = useTabAvailable(tab);
  const shown = available && hasControls(tab);
  useCurrencyControl(bus, shown && !tab.hideCurrencySelector);
  if (!shown) return null;
  // Boolean attributes of the elements read 'true' / 'false'.
  const flag = (on: boolean) => (on ? 'true' : undefined);
  const demo = isDemoTab(tab);
  const filters = filterBarState(tab);
  const exports = !tab.hideExportButton && reportsForTab(tab).length > 0;
  return (
    <section className="control-bar" aria-label="Filters and options">
      {tab.hideFilters ? null : (
        <tripsight-filter-bar
          product={tab.productType}
          disabled={flag(filters.disabled)}
          reason={filters.reason ?? undefined}
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
        {exports ? <tripsight-export-menu tab={tab.tabName} /> : null}
      </div>
    </section>
  );
}
