import type { FormEvent, ReactNode } from 'react';
import { Dialog } from './dialog.js';
import { ErrorFallback } from './states.js';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Cancel, Escape and a successful submit all end here. */
  onClose: () => void;
  /** Called on submit (the browser's own submission is prevented). */
  onSubmit: () => void;
  /** The submit button's text, and its text while the call runs. */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Keeps the submit button disabled (e.g. while a required field is blank). */
  submitDisabled?: boolean;
  /** The failure to show above the buttons, or null. */
  error: string | null;
  /** Leave the checks to the dialog's own validation (no browser bubbles). */
  noValidate?: boolean;
  children: ReactNode;
}

/**
 * A dialog holding one form: its fields, the failure of the last submit, and Cancel beside the
 * submit button (disabled and relabelled while the call runs). Parts: those of Dialog and the error state.
 *
 * @example
 * <FormDialog open={open} title="Edit name" onClose={close} onSubmit={save} submitLabel="Save"
 *   pendingLabel="Saving…" pending={saving} error={failure}>…fields…</FormDialog>
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  error,
  noValidate,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate={noValidate}>
        {children}
        {error && <ErrorFallback title={error} compact />}
        <div className="ops-dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={submitDisabled || pending}>
            {pending ? pendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
