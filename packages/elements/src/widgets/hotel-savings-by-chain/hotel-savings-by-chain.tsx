import { useMemo } from 'react';
import { chainCardHeight, chainShares, HOTEL_TEXTS, type ChainShare } from '@tripsight/core/hotel';
import { hotelSavingsByChainView } from '@tripsight/core/views';
import { withBoundary } from '../../ui/with-boundary.js';
import { PieChart } from '../../ui/charts/pie-chart.js';
import { seriesColour } from '../../ui/charts/palette.js';
import { DataTable, type Column } from '../../ui/data-table.js';
import { PAGE_SIZES } from '../../ui/paging.js';
import { HotelCard } from '../../ui/hotel-card.js';
import { useFormat } from '../../internal/use-format.js';
import type { SampleWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { useView } from '../../internal/use-view.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { hotelCardStyles } from '../../ui/hotel-card.styles.js';

/** Rows of the chain table's first page (the card is sized for them). */
const PAGE_SIZE = PAGE_SIZES[0];

/** A chain's row of the table, with the colour of its slice. */
interface ChainRow extends ChainShare {
  colour: string;
}

function SavingsByChainCard(props: SampleWidgetProps) {
  const { formatMoney, formatPercent } = useFormat();
  const options = useMode(props.mode, 'hotel');
  const view = useView(hotelSavingsByChainView, { mode: options, sample: props });
  const data = view.status === 'success' ? view.data : null;
  // Slices and rows keep one order, most savings first, so each chain keeps its colour (6 in cycle).
  const rows = useMemo<ChainRow[]>(
    () => chainShares(data ?? []).map((row, i) => ({ ...row, colour: seriesColour(i) })),
    [data],
  );
  const currency = view.status === 'success' ? view.currency : null;
  const columns = useMemo<Column<ChainRow>[]>(
    () => [
      {
        key: 'hotelMasterChain',
        label: HOTEL_TEXTS.hotelChain,
        rowHeader: true,
        render: (r) => (
          <span className="ts-chain-name">
            <span className="ts-chain-swatch" style={{ background: r.colour }} aria-hidden="true" />
            {r.hotelMasterChain}
          </span>
        ),
      },
      {
        key: 'acceptedSavings',
        label: HOTEL_TEXTS.savings,
        numeric: true,
        render: (r) => formatMoney(r.acceptedSavings, currency),
      },
      {
        key: 'share',
        label: HOTEL_TEXTS.share,
        numeric: true,
        // Shares carry one decimal and add up to 100.
        render: (r) => formatPercent(r.share, 1),
      },
    ],
    [currency, formatMoney, formatPercent],
  );
  return (
    <div style={{ minHeight: chainCardHeight(Math.min(rows.length, PAGE_SIZE)) }} className="ts-chain-frame">
      <HotelCard
        title={HOTEL_TEXTS.savingsByChain}
        view={view}
        className="ts-chain-card"
        isEmpty={() => rows.length === 0}
        skeletonHeight={230}
      >
        {(_data, answerCurrency) => (
          <div className="ts-chain-body">
            <PieChart
              rows={rows}
              label={(r) => r.hotelMasterChain}
              value={(r) => r.acceptedSavings}
              format={(v) => formatMoney(v, answerCurrency)}
              caption={HOTEL_TEXTS.savingsByChain}
              labelHeading={HOTEL_TEXTS.hotelChain}
              valueHeading={HOTEL_TEXTS.savings}
              legend={false}
              tableToggle={false}
            />
            <div part="chain-table">
              <DataTable
                caption={HOTEL_TEXTS.savingsByChain}
                captionHidden
                columns={columns}
                rows={rows}
                sortBy="acceptedSavings"
                pageSize={PAGE_SIZE}
              />
            </div>
          </div>
        )}
      </HotelCard>
    </div>
  );
}

/**
 * Savings by hotel chain: a donut (6 colours in cycle) beside the table of chains (Hotel chain,
 * Savings, Share); the card is 55 px per row plus 100 high, at least 330.
 */
export const HotelSavingsByChain = withBoundary(SavingsByChainCard, 'tripsight-hotel-savings-by-chain');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, hotelCardStyles];
