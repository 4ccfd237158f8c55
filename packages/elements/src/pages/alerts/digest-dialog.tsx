import { useId } from 'react';
import {
  ALERT_SCHEDULES,
  DIGEST_SECTIONS,
  digestInput,
  SCHEDULE_LABELS,
  SECTION_LABELS,
  type AlertSchedule,
  type AlertsClient,
  type Digest,
  type DigestForm,
} from '@tripsight/core/ops';
import { FormDialog } from '../../ui/form-dialog.js';
import { DraftBar } from './draft-bar.js';
import { controlProps, Field, FieldError } from './field-error.js';
import { useAlertForm } from './use-alert-form.js';

export interface DigestDialogProps {
  /** The digest being edited, or null for a new one. */
  digest: Digest | null;
  /** The form without a draft: a new digest's defaults or the stored digest's values. */
  fresh: DigestForm;
  /** The draft kept from the last time the dialog closed unsaved, if any. */
  draft: DigestForm | null;
  /** Keeps (or, with null, drops) the dialog's draft. */
  onDraft: (form: DigestForm | null) => void;
  client: AlertsClient;
  onClose: () => void;
  onSaved: (digest: Digest) => void;
}

/** 'New digest' / 'Edit digest': name, corporate clients, schedule, recipients and sections. */
export function DigestDialog({ digest, fresh, draft, onDraft, client, onClose, onSaved }: DigestDialogProps) {
  const id = useId();
  const { form, set, errors, error, summary, dirty, restored, close, discard, submit, pending, fieldsRef } =
    useAlertForm({
      draft,
      fresh,
      save: (values: DigestForm) =>
        digest
          ? client.updateDigest(digest.id, digestInput(values))
          : client.createDigest(digestInput(values)),
      onSaved,
      onDraft,
      onClose,
      failure: 'Failed to save the digest. Please try again.',
    });
  return (
    <FormDialog
      open
      title={digest ? 'Edit digest' : 'New digest'}
      onClose={close}
      onSubmit={submit}
      submitLabel={digest ? 'Save' : 'Create digest'}
      pendingLabel="Saving…"
      pending={pending}
      error={error}
      noValidate
    >
      <div className="form-grid" ref={fieldsRef}>
        <Field label="Name" field="name" errors={errors} id={id} wide>
          {(props) => <input value={form.name} onChange={(e) => set({ name: e.target.value })} {...props} />}
        </Field>
        <Field label="Corporate clients (separated by commas)" field="clients" errors={errors} id={id} wide>
          {(props) => (
            <textarea value={form.clients} onChange={(e) => set({ clients: e.target.value })} {...props} />
          )}
        </Field>
        <Field label="Schedule" field="schedule" errors={errors} id={id}>
          {(props) => (
            <select
              value={form.schedule}
              onChange={(e) => set({ schedule: e.target.value as AlertSchedule })}
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
        <Field
          label="Recipients (e-mail addresses, separated by commas)"
          field="recipients"
          errors={errors}
          id={id}
          wide
        >
          {(props) => (
            <textarea
              value={form.recipients}
              onChange={(e) => set({ recipients: e.target.value })}
              {...props}
            />
          )}
        </Field>
        <div className="wide">
          <fieldset className="sections">
            <legend>Sections</legend>
            {DIGEST_SECTIONS.map((section) => (
              <label className="check" key={section}>
                <input
                  type="checkbox"
                  {...controlProps(errors, 'sections', id)}
                  checked={form.sections.includes(section)}
                  onChange={(e) =>
                    set({
                      sections: e.target.checked
                        ? DIGEST_SECTIONS.filter((s) => s === section || form.sections.includes(s))
                        : form.sections.filter((s) => s !== section),
                    })
                  }
                />
                {SECTION_LABELS[section]}
              </label>
            ))}
          </fieldset>
          <FieldError errors={errors} field="sections" id={id} />
        </div>
        <DraftBar dirty={dirty} restored={restored} summary={summary} onDiscard={discard} />
      </div>
    </FormDialog>
  );
}
