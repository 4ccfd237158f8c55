import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canMarkLive, formatAuditDate, sbrClientStatus } from '@tripsight/core/ops';
import { failureText, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import { ErrorFallback, Skeleton } from '../../ui/states.js';
import { EnabledSenders } from './enabled-senders.js';
import { RenameDialog } from './rename-dialog.js';
import { SbrBadge } from './sbr-badge.js';
import { useSbrClient } from './use-sbr-client.js';

export interface ClientDetailProps {
  clientId: string;
  listPage: number;
  onBack: () => void;
}

/** One SBR client: name (editable), status with 'Mark as Live', and its enabled senders. */
export function ClientDetail({ clientId, listPage, onBack }: ClientDetailProps) {
  const ops = useOpsClient();
  const queryClient = useQueryClient();
  const client = useSbrClient(clientId, listPage);
  const [renaming, setRenaming] = useState(false);
  const goLive = useMutation({
    mutationFn: () => ops.goLive(clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.sbr }),
  });
  const data = client.data;
  return (
    <div className="ops">
      <header part="screen-header" className="ops-header">
        <div className="detail-nav">
          <button type="button" onClick={onBack}>
            ← Back to Client List
          </button>
        </div>
      </header>
      {client.isPending ? (
        <Skeleton height={160} />
      ) : client.error ? (
        <ErrorFallback
          title="Failed to load SBR customer data. Please try again later."
          detail={client.error.message}
          compact
        />
      ) : !data ? (
        <ErrorFallback title="Resource not found or not accessible." compact />
      ) : (
        <>
          <Card
            title={data.name}
            headingLevel={2}
            className="client-head"
            actions={
              <button
                type="button"
                onClick={() => setRenaming(true)}
                aria-label={`Edit name of ${data.name}`}
              >
                Edit name
              </button>
            }
          >
            <dl className="facts">
              <dt>Status</dt>
              <dd>
                <SbrBadge status={sbrClientStatus(data)} />
              </dd>
              <dt>Go-live date</dt>
              <dd>{data.go_live_date ? formatAuditDate(data.go_live_date) : '—'}</dd>
              <dt>Client ID</dt>
              <dd>
                <code>{String(data.id)}</code>
              </dd>
            </dl>
            {canMarkLive(data) && (
              <div>
                <button
                  type="button"
                  className="primary"
                  disabled={goLive.isPending}
                  onClick={() => goLive.mutate()}
                >
                  {goLive.isPending ? 'Marking as Live…' : 'Mark as Live'}
                </button>
              </div>
            )}
            {goLive.error && (
              <ErrorFallback
                title={failureText(goLive.error, 'Failed to set go-live. Please try again.')}
                compact
              />
            )}
          </Card>
          <EnabledSenders client={data} />
          {renaming && <RenameDialog client={data} open onClose={() => setRenaming(false)} />}
        </>
      )}
    </div>
  );
}
