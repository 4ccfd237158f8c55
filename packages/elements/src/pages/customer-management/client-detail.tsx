import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canMarkLive, formatAuditDate, sbrClientStatus } from '@tripsight/core';
import { failureText, opsKeys, useOpsClient } from '../../internal/use-ops-client.js';
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
    <section className="ops" aria-labelledby="client-title">
      <div className="ops-header">
        <div className="detail-nav">
          <button type="button" onClick={onBack}>
            ← Back to Client List
          </button>
        </div>
      </div>
      {client.isPending ? (
        <div className="ops-card ts-skeleton" style={{ height: 160 }} aria-busy="true" />
      ) : client.error ? (
        <p className="ops-error" role="alert">
          {'Failed to load SBR customer data. Please try again later.'} {client.error.message}
        </p>
      ) : !data ? (
        <p className="ops-error" role="alert">
          Resource not found or not accessible.
        </p>
      ) : (
        <>
          <div className="ops-card client-head">
            <div className="client-name">
              <h2 id="client-title">{data.name}</h2>
              <button
                type="button"
                onClick={() => setRenaming(true)}
                aria-label={`Edit name of ${data.name}`}
              >
                Edit name
              </button>
            </div>
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
              <p className="ops-error" role="alert">
                {failureText(goLive.error, 'Failed to set go-live. Please try again.')}
              </p>
            )}
          </div>
          <EnabledSenders client={data} />
          {renaming && <RenameDialog client={data} open onClose={() => setRenaming(false)} />}
        </>
      )}
    </section>
  );
}
