import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formErrorsSummary, formFieldErrors } from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import type { FieldErrors } from './field-error.js';

export interface AlertFormOptions<F, R> {
  /** The draft kept when the dialog last closed unsaved, if any: the dialog opens on it. */
  draft: F | null;
  /** The form without any draft: a new item's defaults or the stored item's values. */
  fresh: F;
  /** Stores the form (create or update). */
  save: (form: F) => Promise<R>;
  onSaved: (result: R) => void;
  /** Keeps the form as the dialog's draft when it closes unsaved and changed; null drops it. */
  onDraft: (form: F | null) => void;
  onClose: () => void;
  /** The failure text of anything but refused fields. */
  failure: string;
}

/**
 * The state of an alert or digest form: the values, every field the service refused (each cleared as
 * its field changes; focus moves to the first refused control after a submit), and the draft kept
 * when the dialog closes unsaved, until it is saved or discarded.
 */
export function useAlertForm<F extends object, R>({
  draft,
  fresh,
  save,
  onSaved,
  onDraft,
  onClose,
  failure,
}: AlertFormOptions<F, R>) {
  const [form, setForm] = useState(draft ?? fresh);
  const [restored] = useState(draft !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({
    mutationFn: () => save(form),
    onSuccess: (result) => {
      onDraft(null);
      onSaved(result);
    },
    onError: (error) => {
      setErrors(formFieldErrors(error));
      setRefusals((count) => count + 1);
    },
  });
  useEffect(() => {
    if (refusals > 0) fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = (changes: Partial<F>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(changes)) delete kept[key];
      return kept;
    });
  };
  const dirty = JSON.stringify(form) !== JSON.stringify(fresh);
  const close = () => {
    onDraft(dirty ? form : null);
    onClose();
  };
  const discard = () => {
    setForm(fresh);
    setErrors({});
    mutation.reset();
    onDraft(null);
  };
  const summary = formErrorsSummary(errors);
  // Any failure but refused fields, above the buttons; refused fields are summed up by `summary`.
  const error =
    mutation.error && Object.keys(formFieldErrors(mutation.error)).length === 0
      ? failureText(mutation.error, failure)
      : null;
  return {
    form,
    set,
    errors,
    error,
    /** 'Correct the 3 fields marked above.', once the service refused fields. */
    summary,
    dirty,
    /** Whether the dialog opened on a kept draft. */
    restored,
    close,
    discard,
    submit: () => mutation.mutate(),
    pending: mutation.isPending,
    fieldsRef,
  };
}
