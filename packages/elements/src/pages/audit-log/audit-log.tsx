import { useCallback, useEffect, useState } from 'react';
import { emptyConversationFilters, readPage, withPage, type ConversationFilters } from '@tripsight/core/ops';
import { useDebouncedValue, useQueryParams } from '../../internal/use-query-params.js';
import { EmptyState } from '../../ui/states.js';
import { AuditList } from './audit-list.js';
import { ConversationDetail } from './conversation-detail.js';
import { auditLogStyles } from './audit-log.styles.js';

/**
 * The audit log of the e-mail agent: the list view, or the detail view of the conversation named
 * by the `conversation` query parameter; `page` holds the list page (absent for page 1).
 */
export function AuditLog() {
  const [params, navigate] = useQueryParams();
  const [filters, setFilters] = useState<ConversationFilters>(emptyConversationFilters);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);

  const onFilters = useCallback(
    (next: ConversationFilters) => {
      setFilters(next);
      navigate((p) => withPage(p, 1), 'replace');
    },
    [navigate],
  );
  useEffect(() => {
    setFilters((current) => {
      if (current.search === search) return current;
      navigate((p) => withPage(p, 1), 'replace');
      return { ...current, search, page: 1 };
    });
  }, [search, navigate]);

  const onPage = useCallback(
    (page: number, mode: 'push' | 'replace' = 'push') => navigate((p) => withPage(p, page), mode),
    [navigate],
  );
  const conversation = params.get('conversation');

  if (conversation !== null) {
    return conversation.trim() === '' ? (
      <EmptyState title="No conversation selected" advice={null} />
    ) : (
      <ConversationDetail
        conversationId={conversation}
        onBack={() =>
          navigate((p) => {
            p.delete('conversation');
            return p;
          })
        }
      />
    );
  }
  return (
    <AuditList
      filters={filters}
      searchText={searchText}
      onSearchText={setSearchText}
      onFilters={onFilters}
      page={readPage(params.get('page'))}
      onPage={onPage}
      onOpen={(id) =>
        navigate((p) => {
          p.set('conversation', id);
          return p;
        })
      }
    />
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [auditLogStyles];
