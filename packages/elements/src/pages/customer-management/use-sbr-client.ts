import { useQuery } from '@tanstack/react-query';
import type { SbrCorporate } from '@tripsight/core/ops';
import { opsKeys, useOpsClient } from '../../internal/use-ops-client.js';

/**
 * One SBR client by id. The service lists clients by page only, so the pages are read in turn
 * (starting from `hintPage`, the list page the operator came from) until the client is found.
 */
export function useSbrClient(id: string, hintPage = 1) {
  const ops = useOpsClient();
  return useQuery({
    queryKey: opsKeys.sbrClient(id),
    queryFn: async ({ signal }): Promise<SbrCorporate | null> => {
      const first = await ops.getSbrCorporates({ page: hintPage }, signal);
      const found = first.corporates.find((c) => String(c.id) === id);
      if (found) return found;
      for (let page = 1; page <= first.pagination.total_pages; page++) {
        if (page === hintPage) continue;
        const next = await ops.getSbrCorporates({ page }, signal);
        const match = next.corporates.find((c) => String(c.id) === id);
        if (match) return match;
      }
      return null;
    },
  });
}
