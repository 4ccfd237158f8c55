import type { ReactNode } from 'react';
import { ALERT_SCHEDULES, SCHEDULE_LABELS, type AlertSchedule, type AlertsClient } from '@tripsight/core/ops';
import { FormDialog } from '../../ui/form-dialog.js';
import { DraftBar } from './draft-bar.js';
import { Field } from './field-error.js';
import type { useAlertForm } from './use-alert-form.js';

/** The fields every alert form has: a name, a schedule and the recipients. */
interface AlertFormFields {
  name: string;
  schedule: AlertSchedule;
  recipients: string;
}

/** What the page hands the dialog of a rule or digest form `F`; the dialog also names the item it edits. */
export interface AlertDialogProps<F, R> {
  /** The form without a draft: a new item's defaults or the stored item's values. */
  fresh: F;
  /** The draft kept from the last time the dialog closed unsaved, if any. */
  draft: F | null;
  /** Keeps (or, with null, drops) the dialog's draft. */
  onDraft: (form: F | null) => void;
  client: AlertsClient;
  onClose: () => void;
  /** After a save: the stored item. */
  onSaved: (item: R) => void;
}

export interface AlertFormDialogProps<F extends AlertFormFields> {
  /** What the form stores, in its title and submit button ('New rule', 'Create digest'). */
  noun: 'rule' | 'digest';
  /** An existing item is being edited ('Edit rule', 'Save'). */
  editing: boolean;
  /** The form's state (`useAlertForm`). */
  state: ReturnType<typeof useAlertForm<F, unknown>>;
  /** The form's id, prefix of its controls' error ids. */
  id: string;
  /** The form's own fields between the name and the schedule. */
  before: ReactNode;
  /** The form's own fields after the recipients. */
  after: ReactNode;
}

/**
 * The dialog of an alert rule or digest form: the name, the form's own fields, the schedule and the
 * recipients, the draft bar, and the submit and cancel buttons (docs/rules/operations.md#alerts-and-digests).
 */
export function AlertFormDialog<F extends AlertFormFields>({
  noun,
  editing,
  state,
  id,
  before,
  after,
}: AlertFormDialogProps<F>) {
  const { form, set, errors, error, summary, dirty, restored, close, discard, submit, pending, fieldsRef } =
    state;
  const fields = { errors, id };
  const change = (changes: Partial<AlertFormFields>) => set(changes as Partial<F>);
  return (
    <FormDialog
      open
      title={`${editing ? 'Edit' : 'New'} ${noun}`}
      onClose={close}
      onSubmit={submit}
      submitLabel={editing ? 'Save' : `Create ${noun}`}
      pendingLabel="Saving…"
      pending={pending}
      error={error}
      noValidate
    >
      <div className="form-grid" ref={fieldsRef}>
        <Field label="Name" field="name" {...fields} wide>
          {(props) => (
            <input value={form.name} onChange={(e) => change({ name: e.target.value })} {...props} />
          )}
        </Field>
        {before}
        <Field label="Schedule" field="schedule" {...fields}>
          {(props) => (
            <select
              value={form.schedule}
              onChange={(e) => change({ schedule: e.target.value as AlertSchedule })}
              {...props}
            >
              {ALERT_SCHEDULES.map((schedule) => (
                <option key={schedule} value={schedule}>
                  {SCHEDULE_LABELS[schedule]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Recipients (e-mail addresses, separated by commas)" field="recipients" {...fields} wide>
          {(props) => (
            <textarea
              value={form.recipients}
              onChange={(e) => change({ recipients: e.target.value })}
              {...props}
            />
          )}
        </Field>
        {after}
        <DraftBar dirty={dirty} restored={restored} summary={summary} onDiscard={discard} />
      </div>
    </FormDialog>
  );
}
