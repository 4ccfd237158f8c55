import { Fragment } from 'react';

/** What a row of rules or digests can ask for. */
export interface RowActions<T> {
  onEdit: (item: T) => void;
  onTogglePause: (item: T) => void;
  onTest: (item: T) => void;
  onHistory: (item: T) => void;
  onDelete: (item: T) => void;
}

/** The `data-focus` key of a row's action: the page puts focus back on it after a call. */
export function actionKey(kind: 'rule' | 'digest', id: number, action: 'edit' | 'pause' | 'test' | 'delete') {
  return `${kind}-${id}-${action}`;
}

/**
 * A row's buttons: Edit, Pause/Resume, Send test now, History, Delete. While the row's call runs its
 * buttons say so (aria-disabled) but keep the focus, which a disabled button would drop to the page.
 */
export function RowActionButtons<T extends { id: number; name: string; paused: boolean }>({
  kind,
  item,
  busy,
  actions,
}: {
  kind: 'rule' | 'digest';
  item: T;
  busy: boolean;
  actions: RowActions<T>;
}) {
  const unlessBusy = (call: (item: T) => void) => () => {
    if (!busy) call(item);
  };
  return (
    <div className="row-actions" aria-busy={busy || undefined}>
      <button
        type="button"
        className="link"
        data-focus={actionKey(kind, item.id, 'edit')}
        onClick={() => actions.onEdit(item)}
        aria-label={`Edit ${item.name}`}
      >
        Edit
      </button>
      <button
        type="button"
        className="link"
        data-focus={actionKey(kind, item.id, 'pause')}
        aria-disabled={busy || undefined}
        onClick={unlessBusy(actions.onTogglePause)}
        aria-label={`${item.paused ? 'Resume' : 'Pause'} ${item.name}`}
      >
        {item.paused ? 'Resume' : 'Pause'}
      </button>
      <button
        type="button"
        className="link"
        data-focus={actionKey(kind, item.id, 'test')}
        aria-disabled={busy || undefined}
        onClick={unlessBusy(actions.onTest)}
        aria-label={`Send test now: ${item.name}`}
      >
        Send test now
      </button>
      <button
        type="button"
        className="link"
        onClick={() => actions.onHistory(item)}
        aria-label={`History of ${item.name}`}
      >
        History
      </button>
      <button
        type="button"
        className="link danger"
        data-focus={actionKey(kind, item.id, 'delete')}
        onClick={() => actions.onDelete(item)}
        aria-label={`Delete ${item.name}`}
      >
        Delete
      </button>
    </div>
  );
}

/** Whether a rule or digest runs on its schedule: 'Active', or 'Paused' with what that means. */
export function PausedState({ paused }: { paused: boolean }) {
  return paused ? (
    <span className="paused-state">
      <span className="badge tone-amber">Paused</span>
      <span className="field-note">Scheduled sends are off</span>
    </span>
  ) : (
    <span className="badge tone-green">Active</span>
  );
}

/**
 * E-mail addresses, separated by commas; a long one breaks after its @ or before a dot rather than
 * anywhere (each address may still break anywhere when even a part is wider than the column).
 */
export function Addresses({ addresses }: { addresses: readonly string[] }) {
  return (
    <span className="addresses">
      {addresses.map((address, index) => (
        <Fragment key={address}>
          {index > 0 && ', '}
          <span className="address">
            {addressParts(address).map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/** An address cut where it may break: after its @ and before each dot. */
function addressParts(address: string): string[] {
  const parts: string[] = [];
  let part = '';
  for (const char of address) {
    if (char === '.' && part !== '') {
      parts.push(part);
      part = '';
    }
    part += char;
    if (char === '@') {
      parts.push(part);
      part = '';
    }
  }
  if (part !== '') parts.push(part);
  return parts;
}
