import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  buildConversationQuery,
  formatListTime,
  outOfScopeFilteredOut,
  pageBeyondCount,
  resultCountText,
  type ConversationFilters,
} from '@tripsight/core';
import { useHost } from '../../internal/host-context.js';
import { emit } from '../../internal/emit.js';
import { LIST_CACHE_MS, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { Pagination } from '../../ui/pagination.js';
import { AuditFilters } from './audit-filters.js';
import { IntentChip } from './intent-chip.js';
import { StatusBadge } from './status-badge.js';

export interface AuditListProps {
  filters: ConversationFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onFilters: (filters: ConversationFilters) => void;
  page: number;
  onPage: (page: number, mode?: 'push' | 'replace') => void;
  onOpen: (conversationId: string) => void;
}

/** The audit log list: filters, result count, conversations table and pagination. */
export function AuditList({
  filters,
  searchText,
  onSearchText,
  onFilters,
  page,
  onPage,
  onOpen,
}: AuditListProps) {
  const { host } = useHost();
  const ops = useOpsClient();
  const applied = { ...filters, page };
  const list = useQuery({
    queryKey: opsKeys.conversations(applied),
    queryFn: ({ signal }) => ops.getConversations(buildConversationQuery(applied), signal),
    placeholderData: keepPreviousData,
  });
  const corporates = useQuery({
    queryKey: opsKeys.corporates,
    queryFn: ({ signal }) => ops.getCorporates(signal),
    staleTime: LIST_CACHE_MS,
  });
  const intents = useQuery({
    queryKey: opsKeys.intents,
    queryFn: ({ signal }) => ops.getIntents(signal),
    staleTime: LIST_CACHE_MS,
  });

  const pagination = list.data?.pagination;
  useEffect(() => {
    if (pagination && !list.isPlaceholderData && pageBeyondCount(page, pagination.page_count))
      onPage(1, 'replace');
  }, [pagination, page, onPage, list.isPlaceholderData]);
  useEffect(() => {
    if (list.error) emit(host, 'tripsight-error', { message: list.error.message, source: 'audit-log' });
  }, [list.error, host]);

  const conversations = list.data?.conversations ?? [];
  return (
    <section className="ops" aria-labelledby="audit-title">
      <div className="ops-header">
        <h2 id="audit-title">
          Audit Log
          {outOfScopeFilteredOut(filters.statuses) && (
            <span className="ops-note">(Out of Scope filtered out)</span>
          )}
        </h2>
      </div>
      <AuditFilters
        filters={filters}
        searchText={searchText}
        onSearchText={onSearchText}
        onChange={onFilters}
        corporates={(corporates.data?.corporates ?? []).map((c) => c.name)}
        intents={intents.data?.intents ?? []}
      />
      {list.error ? (
        <p className="ops-error" role="alert">
          {'Failed to load audit log data. Please try again later.'}
          {` Error: ${list.error.message}`}
        </p>
      ) : (
        <div className="ops-card">
          <p className="result-count" aria-live="polite">
            {list.isPending
              ? 'Loading conversations…'
              : resultCountText(
                  pagination?.current_page ?? page,
                  pagination?.page_count ?? 1,
                  conversations.length,
                  pagination?.total_count ?? 0,
                  ['conversation', 'conversations'],
                )}
          </p>
          {list.isPending ? (
            <div className="ops-skeleton-rows" aria-busy="true">
              {[0, 1, 2, 3, 4].map((i) => (
                <div key={i} className="ts-skeleton" style={{ height: 36 }} />
              ))}
            </div>
          ) : conversations.length > 0 ? (
            <div className="ops-table-wrap">
              <table aria-busy={list.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">Received (UTC)</th>
                    <th scope="col">Subject/Sender</th>
                    <th scope="col">Corporate</th>
                    <th scope="col">Intent</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="ts-visually-hidden">View</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {conversations.map((c) => (
                    <tr
                      key={c.conversation_id}
                      className="clickable"
                      onClick={() => onOpen(c.conversation_id)}
                    >
                      <td className="nowrap">{formatListTime(c.received_at_UTC)}</td>
                      <td>
                        <div className="subject">{c.subject || '(no subject)'}</div>
                        <div className="ops-muted ops-small">
                          {c.sender_name}
                          {c.sender_email ? ` <${c.sender_email}>` : ''}
                        </div>
                      </td>
                      <td>{c.corporate_name || '—'}</td>
                      <td>
                        <IntentChip conversation={c} />
                      </td>
                      <td>
                        <StatusBadge status={c.status_label} />
                      </td>
                      <td>
                        <button
                          type="button"
                          aria-label={`View ${c.subject || c.conversation_id}`}
                          onClick={(e) => {
                            e.stopPropagation();
                            onOpen(c.conversation_id);
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
          ) : null}
          {pagination && (
            <Pagination
              page={pagination.current_page}
              pageCount={pagination.page_count}
              onPage={(p) => onPage(p)}
              label="Audit log pages"
            />
          )}
        </div>
      )}
    </section>
  );
}
