import { useCallback, useState } from 'react';
import { readPage, withPage } from '@tripsight/core/ops';
import { useQueryParams } from '../../internal/use-query-params.js';
import { ClientDetail } from './client-detail.js';
import { ClientList } from './client-list.js';
import { customerManagementStyles } from './customer-management.styles.js';

/**
 * Customer management of the SBR offering: the client list, or the detail of the client named by
 * the `client` query parameter; `page` holds the list page (absent for page 1).
 */
export function CustomerManagement() {
  const [params, navigate] = useQueryParams();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const page = readPage(params.get('page'));
  const onPage = useCallback(
    (next: number, mode: 'push' | 'replace' = 'push') => navigate((p) => withPage(p, next), mode),
    [navigate],
  );
  const clientId = params.get('client');
  if (clientId) {
    return (
      <ClientDetail
        clientId={clientId}
        listPage={page}
        onBack={() =>
          navigate((p) => {
            p.delete('client');
            return p;
          })
        }
      />
    );
  }
  return (
    <ClientList
      page={page}
      onPage={onPage}
      search={search}
      onSearch={(text) => {
        setSearch(text);
        if (page !== 1) onPage(1, 'replace');
      }}
      status={status}
      onStatus={(value) => {
        setStatus(value);
        if (page !== 1) onPage(1, 'replace');
      }}
      onOpen={(id) =>
        navigate((p) => {
          p.set('client', id);
          return p;
        })
      }
    />
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [customerManagementStyles];
