import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  buildConversationQuery,
  formatListTime,
  outOfScopeFilteredOut,
  pageBeyondCount,
  resultCountText,
  type Conversation,
  type ConversationFilters,
} from '@tripsight/core/ops';
import { useHost } from '../../internal/host-context.js';
import { emit } from '../../internal/emit.js';
import { LIST_CACHE_MS, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { RecordList } from '../../ui/record-list.js';
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

/** Columns of the conversations table (docs/rules/operations.md#audit-log); the View column comes from RecordList. */
const COLUMNS: readonly Column<Conversation>[] = [
  {
    key: 'received_at_UTC',
    label: 'Received (UTC)',
    className: 'nowrap',
    render: (c) => formatListTime(c.received_at_UTC),
  },
  {
    key: 'subject',
    label: 'Subject/Sender',
    render: (c) => (
      <>
        <div className="subject">{c.subject || '(no subject)'}</div>
        <div className="ops-muted ops-small">
          {c.sender_name}
          {c.sender_email ? ` <${c.sender_email}>` : ''}
        </div>
      </>
    ),
  },
  { key: 'corporate_name', label: 'Corporate', render: (c) => c.corporate_name || '—' },
  { key: 'sub_intents', label: 'Intent', render: (c) => <IntentChip conversation={c} /> },
  { key: 'status_label', label: 'Status', render: (c) => <StatusBadge status={c.status_label} /> },
];

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
      <header part="screen-header" className="ops-header">
        <h2 part="heading" id="audit-title">
          Audit Log
          {outOfScopeFilteredOut(filters.statuses) && (
            <span className="ops-note">(Out of Scope filtered out)</span>
          )}
        </h2>
      </header>
      <AuditFilters
        filters={filters}
        searchText={searchText}
        onSearchText={onSearchText}
        onChange={onFilters}
        corporates={(corporates.data?.corporates ?? []).map((c) => c.name)}
        intents={intents.data?.intents ?? []}
      />
      <Card title="Conversations" titleHidden>
        <RecordList
          caption="Conversations"
          columns={COLUMNS}
          rows={conversations}
          idKey="conversation_id"
          onOpen={(c) => onOpen(c.conversation_id)}
          viewLabel={(c) => `View ${c.subject || c.conversation_id}`}
          viewHeading="View"
          viewHeadingHidden
          loading={list.isPending}
          busy={list.isFetching}
          error={
            list.error && {
              title: 'Failed to load audit log data. Please try again later.',
              detail: `Error: ${list.error.message}`,
            }
          }
          count={
            list.isPending
              ? 'Loading conversations…'
              : resultCountText(
                  pagination?.current_page ?? page,
                  pagination?.page_count ?? 1,
                  conversations.length,
                  pagination?.total_count ?? 0,
                  ['conversation', 'conversations'],
                )
          }
          page={pagination?.current_page ?? page}
          pageCount={pagination?.page_count}
          onPage={(p) => onPage(p)}
          pagesLabel="Audit log pages"
        />
      </Card>
    </section>
  );
}
