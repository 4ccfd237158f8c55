import { useMemo } from 'react';
import { SAVINGS_TOOLTIPS, dealsPerClient, type ClientDeals } from '@tripsight/core/savings';
import { dealsPerClientView } from '@tripsight/core/views';
import { useView } from '../../internal/use-view.js';
import { TableCard } from '../../ui/table-card.js';
import type { ViewStatus } from '../../ui/view-state.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { clientDealColumns } from '../../ui/client-deal-columns.js';
import { useFormat } from '../../internal/use-format.js';
import type { ModeWidgetProps } from '../../internal/widget-props.js';
import { useMode } from '../../internal/use-mode.js';
import { sharedStyles } from '../../ui/ui.styles.js';

function DealsPerClientCard({ mode }: ModeWidgetProps) {
  const format = useFormat();
  const { formatMoney, formatNumber } = format;
  const options = useMode(mode, 'savings');
  const view = useView(dealsPerClientView, { mode: options });
  const rows = view.status === 'success' ? view.data : null;
  const clients = useMemo(() => dealsPerClient(rows ?? []), [rows]);
  const currency = view.status === 'success' ? view.currency : null;
  const columns = useMemo(() => {
    const cols = clientDealColumns<ClientDeals>(
      currency,
      {
        key: 'rebookedPercent',
        label: 'Rebooked',
        percent: (r) => r.rebookedPercent,
      },
      format,
    );
    if (options.withNotAccepted) {
      cols.push({
        key: 'notAcceptedDeals',
        label: 'Deals not accepted',
        numeric: true,
        render: (r) => formatNumber(r.notAcceptedDeals, 0),
      });
      cols.push({
        key: 'savingsNotAccepted',
        label: 'Savings not accepted',
        numeric: true,
        tooltip: SAVINGS_TOOLTIPS.savingsNotAccepted,
        render: (r) => formatMoney(r.savingsNotAccepted, currency),
      });
    }
    return cols;
  }, [currency, options.withNotAccepted, format, formatMoney, formatNumber]);
  const clientsView: ViewStatus<ClientDeals[]> =
    view.status === 'success' ? { ...view, data: clients } : view;
  return (
    <TableCard
      title="Deals sent and rebooked per client"
      view={clientsView}
      columns={columns}
      sortBy="allSentDeals"
    />
  );
}

/** Deals sent and rebooked per client, with savings; sortable by any column. */
export const DealsPerClient = withBoundary(DealsPerClientCard, 'tripsight-deals-per-client');

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles];
