import { useMemo } from 'react';
import { countryName } from '@tripsight/core/format';
import { topCountries } from '@tripsight/core/savings';
import { savingsByCountryView } from '@tripsight/core/views';
import { BarChart } from '../../ui/charts/bar-chart.js';
import { Card } from '../../ui/card.js';
import { useView } from '../../internal/use-view.js';
import { ViewState } from '../../ui/view-state.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { useFormat } from '../../internal/use-format.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';

function TopCountriesCard({ mode }: ModeWidgetProps) {
  const { formatMoney, moneyAxis } = useFormat();
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
  const currency = view.status === 'success' ? view.currency : null;
  const axis = useMemo(
    () =>
      moneyAxis(
        bars.map((b) => b.value),
        currency,
      ),
    [bars, currency, moneyAxis],
  );
  return (
    <Card title="Top countries">
      <ViewState view={view} isEmpty={(d) => d.length === 0} skeletonHeight={250}>
        {() => (
          <BarChart
            data={bars}
            caption="Top countries by savings accepted"
            labelHeading="Country"
            valueHeading="Savings accepted"
            orientation="horizontal"
            format={(v) => formatMoney(v, currency)}
            axis={axis}
          />
        )}
      </ViewState>
    </Card>
  );
}

/** The 5 ticketing countries with the most accepted savings. */
export const TopCountries = withBoundary(TopCountriesCard, 'tripsight-top-countries');
