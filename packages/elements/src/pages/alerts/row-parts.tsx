import { Fragment } from 'react';

/** What a row of rules or digests can ask for. */
export interface RowActions<T> {
  onEdit: (item: T) => void;
  onTogglePause: (item: T) => void;
  onTest: (item: T) => void;
  onHistory: (item: T) => void;
  onDelete: (item: T) => void;
}

/**
 * One button of a row: its text, its accessible name, its focus key (kept when its text changes), and
 * whether it waits while the row's call runs.
 */
interface RowButton<T> {
  text: string;
  name: string;
  focus?: RowAction;
  call: (item: T) => void;
  waits?: boolean;
  danger?: boolean;
}

type RowAction = 'edit' | 'pause' | 'test' | 'delete';

/** The `data-focus` key of a row's action: the page puts focus back on it after a call. */
export function actionKey(kind: 'rule' | 'digest', id: number, action: RowAction) {
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
  const pause = item.paused ? 'Resume' : 'Pause';
  const buttons: RowButton<T>[] = [
    { text: 'Edit', name: `Edit ${item.name}`, focus: 'edit', call: actions.onEdit },
    { text: pause, name: `${pause} ${item.name}`, focus: 'pause', call: actions.onTogglePause, waits: true },
    {
      text: 'Send test now',
      name: `Send test now: ${item.name}`,
      focus: 'test',
      call: actions.onTest,
      waits: true,
    },
    { text: 'History', name: `History of ${item.name}`, call: actions.onHistory },
    { text: 'Delete', name: `Delete ${item.name}`, focus: 'delete', call: actions.onDelete, danger: true },
  ];
  return (
    <div className="row-actions" aria-busy={busy || undefined}>
      {buttons.map(({ text, name, focus, call, waits, danger }) => (
        <button
          key={focus ?? text}
          type="button"
          className={danger ? 'link danger' : 'link'}
          data-focus={focus && actionKey(kind, item.id, focus)}
          aria-disabled={(waits && busy) || undefined}
          onClick={() => {
            if (!(waits && busy)) call(item);
          }}
          aria-label={name}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** Whether a rule or digest runs on its schedule: 'Active', or 'Paused' with what that means. */
export function PausedState({ paused }: { paused: boolean }) {
  return paused ? (
    <span className="cell-lines">
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
