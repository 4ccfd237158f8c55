import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ALERT_SCHEDULES,
  DIGEST_SECTIONS,
  digestInput,
  formFieldError,
  SCHEDULE_LABELS,
  SECTION_LABELS,
  type AlertSchedule,
  type AlertsClient,
  type Digest,
  type DigestForm,
} from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { Field, FieldError } from './field-error.js';

export interface DigestDialogProps {
  /** The digest being edited, or null for a new one. */
  digest: Digest | null;
  initial: DigestForm;
  client: AlertsClient;
  onClose: () => void;
  onSaved: (digest: Digest) => void;
}

/** 'New digest' / 'Edit digest': name, corporate clients, schedule, recipients and sections. */
export function DigestDialog({ digest, initial, client, onClose, onSaved }: DigestDialogProps) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const save = useMutation({
    mutationFn: () =>
      digest ? client.updateDigest(digest.id, digestInput(form)) : client.createDigest(digestInput(form)),
    onSuccess: onSaved,
  });
  const set = (changes: Partial<DigestForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    if (save.error) save.reset();
  };
  const fieldError = formFieldError(save.error);
  return (
    <FormDialog
      open
      title={digest ? 'Edit digest' : 'New digest'}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      submitLabel={digest ? 'Save' : 'Create digest'}
      pendingLabel="Saving…"
      pending={save.isPending}
      error={
        save.error && !fieldError
          ? failureText(save.error, 'Failed to save the digest. Please try again.')
          : null
      }
      noValidate
    >
      <div className="form-grid">
        <Field label="Name" field="name" error={fieldError} id={id} wide>
          {(props) => <input value={form.name} onChange={(e) => set({ name: e.target.value })} {...props} />}
        </Field>
        <Field
          label="Corporate clients (separated by commas)"
          field="clients"
          error={fieldError}
          id={id}
          wide
        >
          {(props) => (
            <textarea value={form.clients} onChange={(e) => set({ clients: e.target.value })} {...props} />
          )}
        </Field>
        <Field label="Schedule" field="schedule" error={fieldError} id={id}>
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
          error={fieldError}
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
          <FieldError error={fieldError} field="sections" id={id} />
        </div>
      </div>
    </FormDialog>
  );
}
