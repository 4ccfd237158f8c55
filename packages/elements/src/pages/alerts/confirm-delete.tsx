import { Dialog } from '../../ui/dialog.js';
import { ErrorFallback } from '../../ui/states.js';

export interface ConfirmDeleteProps {
  /** 'Delete this rule?' or 'Delete this digest?'. */
  title: string;
  /** The rule's or digest's name. */
  name: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a rule or digest is deleted; Cancel has the focus, so Enter does not delete. */
export function ConfirmDelete({ title, name, pending, error, onCancel, onConfirm }: ConfirmDeleteProps) {
  return (
    <Dialog open onClose={onCancel} title={title}>
      <p>“{name}” and its history will be deleted. This cannot be undone.</p>
      {error && <ErrorFallback title={error} compact />}
      <div className="ops-dialog-actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="primary danger-fill" disabled={pending} onClick={onConfirm}>
          {pending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
