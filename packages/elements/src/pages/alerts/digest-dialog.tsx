import { useId } from 'react';
import {
  DIGEST_SECTIONS,
  digestInput,
  SECTION_LABELS,
  type Digest,
  type DigestForm,
} from '@tripsight/core/ops';
import { AlertFormDialog, type AlertDialogProps } from './alert-form-dialog.js';
import { controlProps, Field, FieldError } from './field-error.js';
import { useAlertForm } from './use-alert-form.js';

export interface DigestDialogProps extends AlertDialogProps<DigestForm, Digest> {
  /** The digest being edited, or null for a new one. */
  digest: Digest | null;
}

/** 'New digest' / 'Edit digest': name, corporate clients, schedule, recipients and sections. */
export function DigestDialog(props: DigestDialogProps) {
  const { digest, client } = props;
  const id = useId();
  const state = useAlertForm({
    ...props,
    save: (values: DigestForm) =>
      digest ? client.updateDigest(digest.id, digestInput(values)) : client.createDigest(digestInput(values)),
    failure: 'Failed to save the digest. Please try again.',
  });
  const { form, set, errors } = state;
  return (
    <AlertFormDialog
      noun="digest"
      editing={digest !== null}
      state={state}
      id={id}
      before={
        <Field label="Corporate clients (separated by commas)" field="clients" errors={errors} id={id} wide>
          {(props) => (
            <textarea value={form.clients} onChange={(e) => set({ clients: e.target.value })} {...props} />
          )}
        </Field>
      }
      after={
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
      }
    />
  );
}
