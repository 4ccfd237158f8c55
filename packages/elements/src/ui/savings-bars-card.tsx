import { useMemo } from 'react';
import { useFormat } from '../internal/use-format.js';
import { Card } from './card.js';
import { BarChart, type BarDatum } from './charts/bar-chart.js';
import { ViewState, type ViewStatus } from './view-state.js';

export interface SavingsBarsCardProps {
  /** The list view the bars come from (its states and its currency). */
  view: ViewStatus<readonly unknown[]>;
  /** One bar a row: its label and its accepted savings. */
  bars: readonly BarDatum[];
  title: string;
  tooltip?: string;
  /** The chart's caption and the label column's heading in its table view. */
  caption: string;
  labelHeading: string;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A card of accepted savings as bars: the view's loading, empty and error states, then a bar chart
 * with a money axis and values in the answer's currency, and its table view ("Savings accepted").
 *
 * @example <SavingsBarsCard view={view} bars={bars} title="Top countries" caption="Top countries by
 *   savings accepted" labelHeading="Country" orientation="horizontal" />
 */
export function SavingsBarsCard({
  view,
  bars,
  title,
  tooltip,
  caption,
  labelHeading,
  orientation,
}: SavingsBarsCardProps) {
  const { formatMoney, moneyAxis } = useFormat();
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
    <Card title={title} tooltip={tooltip}>
      <ViewState view={view} isEmpty={(d) => d.length === 0} skeletonHeight={250}>
        {() => (
          <BarChart
            data={bars}
            caption={caption}
            labelHeading={labelHeading}
            valueHeading="Savings accepted"
            orientation={orientation}
            format={(v) => formatMoney(v, currency)}
            axis={axis}
          />
        )}
      </ViewState>
    </Card>
  );
}
