import { useMemo } from 'react';
import { countryName } from '@tripsight/core/format';
import { topCountries } from '@tripsight/core/savings';
import { savingsByCountryView } from '@tripsight/core/views';
import { SavingsBarsCard } from '../../ui/savings-bars-card.js';
import { useView } from '../../internal/use-view.js';
import { withBoundary } from '../../ui/with-boundary.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';

function TopCountriesCard({ mode }: ModeWidgetProps) {
  const options = useMode(mode, 'savings');
  const view = useView(savingsByCountryView, {
    mode: options,
  });
  const rows = view.status === 'success' ? view.data : null;
  const bars = useMemo(
    () =>
      topCountries(rows ?? []).map((r) => ({
        label: r.ticketingCountry || countryName(r.ticketingCountryCode),
        value: r.acceptedSavings,
      })),
    [rows],
  );
  return (
    <SavingsBarsCard
      view={view}
      bars={bars}
      title="Top countries"
      caption="Top countries by savings accepted"
      labelHeading="Country"
      orientation="horizontal"
    />
  );
}

/** The 5 ticketing countries with the most accepted savings. */
export const TopCountries = withBoundary(TopCountriesCard, 'tripsight-top-countries');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
