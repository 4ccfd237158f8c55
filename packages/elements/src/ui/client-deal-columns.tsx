import { formatterFor, type Formatter } from '@tripsight/core/format';
import { SAVINGS_TOOLTIPS } from '@tripsight/core/savings';
import type { Column } from './data-table.js';
import { PercentBar } from './percent-bar.js';

/** Fields every per-client deals row carries. */
export interface ClientDealFields {
  directEnterprise: string;
  allSentDeals: number;
  acceptedDeals: number;
  acceptedSavings: number;
}

/**
 * The columns of a per-client deals table: client, deals sent, deals rebooked, the rebooked share as a
 * percent bar (`ratio` names its field and heading) and savings accepted, with the savings tooltips (docs/rules/air.md#savings-overview);
 * figures in `format`'s locale (en-US by default).
 */
export function clientDealColumns<T extends ClientDealFields>(
  currency: string | null,
  ratio: { key: keyof T & string; label: string; percent: (row: T) => number },
  { formatMoney, formatNumber }: Formatter = formatterFor(),
): Column<T>[] {
  return [
    { key: 'directEnterprise', label: 'Client' },
    {
      key: 'allSentDeals',
      label: 'Deals sent',
      numeric: true,
      tooltip: SAVINGS_TOOLTIPS.dealsSent,
      render: (r) => formatNumber(r.allSentDeals, 0),
    },
    {
      key: 'acceptedDeals',
      label: 'Deals rebooked',
      numeric: true,
      tooltip: SAVINGS_TOOLTIPS.dealsRebooked,
      render: (r) => formatNumber(r.acceptedDeals, 0),
    },
    {
      key: ratio.key,
      label: ratio.label,
      numeric: true,
      render: (r) => <PercentBar percent={ratio.percent(r)} />,
    },
    {
      key: 'acceptedSavings',
      label: 'Savings accepted',
      numeric: true,
      tooltip: SAVINGS_TOOLTIPS.acceptedSavings,
      render: (r) => formatMoney(r.acceptedSavings, currency),
    },
  ];
}
