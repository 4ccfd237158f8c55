import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  filterSbrClients,
  formatAuditDate,
  pageBeyondCount,
  resultCountText,
  SBR_STATUS_FILTERS,
  sbrListBadge,
  sbrSummary,
  type SbrCorporate,
} from '@tripsight/core/ops';
import { useHost } from '../../internal/host-context.js';
import { emit } from '../../internal/emit.js';
import { opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { useDebouncedValue } from '../../internal/use-query-params.js';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { Kpi } from '../../ui/kpi.js';
import { RecordList } from '../../ui/record-list.js';
import { AddCustomerDialog } from './add-customer-dialog.js';
import { SbrBadge } from './sbr-badge.js';

export interface ClientListProps {
  page: number;
  onPage: (page: number, mode?: 'push' | 'replace') => void;
  onOpen: (clientId: string) => void;
  search: string;
  onSearch: (text: string) => void;
  status: string;
  onStatus: (status: string) => void;
}

/** Columns of the client table (docs/rules/operations.md#customer-management); the ACTIONS/View column comes from RecordList. */
const COLUMNS: readonly Column<SbrCorporate>[] = [
  { key: 'name', label: 'CORPORATE', className: 'corp-name' },
  { key: 'is_live', label: 'STATUS', render: (c) => <SbrBadge status={sbrListBadge(c)} /> },
  {
    key: 'go_live_date',
    label: 'GO-LIVE DATE',
    render: (c) => (c.go_live_date ? formatAuditDate(c.go_live_date) : '—'),
  },
];

/** SBR clients: summary cards, search, status filter, 'Add Customer' and the paged table. */
export function ClientList({ page, onPage, onOpen, search, onSearch, status, onStatus }: ClientListProps) {
  const { host } = useHost();
  const ops = useOpsClient();
  const [adding, setAdding] = useState(false);
  const name = useDebouncedValue(search, 300);
  const query = { page, name: name.trim(), status };
  const list = useQuery({
    queryKey: opsKeys.sbrList(query),
    queryFn: ({ signal }) => ops.getSbrCorporates(query, signal),
    placeholderData: keepPreviousData,
  });
  const pagination = list.data?.pagination;
  useEffect(() => {
    if (pagination && !list.isPlaceholderData && pageBeyondCount(page, pagination.total_pages))
      onPage(1, 'replace');
  }, [pagination, page, onPage, list.isPlaceholderData]);
  useEffect(() => {
    if (list.error)
      emit(host, 'tripsight-error', { message: list.error.message, source: 'customer-management' });
  }, [list.error, host]);

  const loaded = list.data?.corporates ?? [];
  const clients = filterSbrClients(loaded, status);
  const summary = sbrSummary(loaded, pagination?.total_count);
  return (
    <section className="ops" aria-labelledby="clients-title">
      <header part="screen-header" className="ops-header">
        <h2 part="heading" id="clients-title">
          SBR Customer Management
        </h2>
        <button type="button" className="primary" onClick={() => setAdding(true)}>
          Add Customer
        </button>
      </header>
      <div className="cards">
        {(
          [
            ['TOTAL CLIENTS', summary.total],
            ['LIVE', summary.live],
            ['TESTING', summary.testing],
          ] as const
        ).map(([label, value]) => (
          <Card title={label} className="summary-card" key={label}>
            <Kpi value={list.isPending ? '–' : String(value)} />
          </Card>
        ))}
      </div>
      <Card title="Clients" titleHidden>
        <div className="toolbar">
          <label className="field grow">
            Search
            <input
              type="search"
              value={search}
              placeholder="Corporate name"
              onChange={(e) => {
                onSearch(e.target.value);
              }}
            />
          </label>
          <label className="field">
            Status
            <select value={status} onChange={(e) => onStatus(e.target.value)}>
              {SBR_STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <RecordList
          caption="SBR clients"
          columns={COLUMNS}
          rows={clients}
          idKey="id"
          onOpen={(c) => onOpen(String(c.id))}
          viewLabel={(c) => `View ${c.name}`}
          viewHeading="ACTIONS"
          loading={list.isPending}
          busy={list.isFetching}
          error={
            list.error && {
              title: 'Failed to load SBR customer data. Please try again later.',
              detail: list.error.message,
            }
          }
          count={
            list.isPending
              ? null
              : resultCountText(
                  page,
                  pagination?.total_pages ?? 1,
                  clients.length,
                  pagination?.total_count ?? 0,
                  ['client', 'clients'],
                )
          }
          page={page}
          pageCount={pagination?.total_pages}
          onPage={(p) => onPage(p)}
          pagesLabel="Client list pages"
        />
      </Card>
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
