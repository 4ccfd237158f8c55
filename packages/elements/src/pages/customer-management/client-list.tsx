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
} from '@tripsight/core';
import { useHost } from '../../internal/host-context.js';
import { emit } from '../../internal/emit.js';
import { Pagination } from '../../ui/pagination.js';
import { opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { useDebouncedValue } from '../../internal/use-query-params.js';
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
      <div className="ops-header">
        <h2 id="clients-title">SBR Customer Management</h2>
        <button type="button" className="primary" onClick={() => setAdding(true)}>
          Add Customer
        </button>
      </div>
      <div className="cards">
        {[
          ['TOTAL CLIENTS', summary.total],
          ['LIVE', summary.live],
          ['TESTING', summary.testing],
        ].map(([label, value]) => (
          <div className="ops-card summary-card" key={label}>
            <div className="card-label">{label}</div>
            <div className="card-value">{list.isPending ? '–' : value}</div>
          </div>
        ))}
      </div>
      <div className="ops-card">
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
        {list.error ? (
          <p className="ops-error" role="alert">
            {'Failed to load SBR customer data. Please try again later.'} {list.error.message}
          </p>
        ) : list.isPending ? (
          <div className="ops-skeleton-rows" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="ts-skeleton" style={{ height: 36 }} />
            ))}
          </div>
        ) : (
          <>
            <p className="result-count" aria-live="polite">
              {resultCountText(
                page,
                pagination?.total_pages ?? 1,
                clients.length,
                pagination?.total_count ?? 0,
                ['client', 'clients'],
              )}
            </p>
            {clients.length > 0 && (
              <div className="ops-table-wrap">
                <table aria-busy={list.isFetching}>
                  <thead>
                    <tr>
                      <th scope="col">CORPORATE</th>
                      <th scope="col">STATUS</th>
                      <th scope="col">GO-LIVE DATE</th>
                      <th scope="col">ACTIONS</th>
                    </tr>
                  </thead>
                  <tbody>
                    {clients.map((c) => (
                      <tr key={String(c.id)} className="clickable" onClick={() => onOpen(String(c.id))}>
                        <td className="corp-name">{c.name}</td>
                        <td>
                          <SbrBadge status={sbrListBadge(c)} />
                        </td>
                        <td>{c.go_live_date ? formatAuditDate(c.go_live_date) : '—'}</td>
                        <td>
                          <button
                            type="button"
                            aria-label={`View ${c.name}`}
                            onClick={(e) => {
                              e.stopPropagation();
                              onOpen(String(c.id));
                            }}
                          >
                            View
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
        {pagination && (
          <Pagination
            page={page}
            pageCount={pagination.total_pages}
            onPage={(p) => onPage(p)}
            label="Client list pages"
          />
        )}
      </div>
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
