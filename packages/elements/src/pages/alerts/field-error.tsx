import type { ReactNode } from 'react';
import type { FormFieldError } from '@tripsight/core/ops';

/** The props that tie a form control to the refusal shown under it. */
type ControlProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

function errorId(id: string, field: string): string {
  return `${id}-${field}-error`;
}

/** The service's refusal of `field`, under its control (docs/rules/operations.md#alerts-and-digests). */
export function FieldError({
  error,
  field,
  id,
}: {
  error: FormFieldError | null;
  field: string;
  id: string;
}) {
  if (error?.field !== field) return null;
  return (
    <p id={errorId(id, field)} className="ops-field-error" role="alert">
      {error.message}
    </p>
  );
}

export interface FieldProps {
  label: string;
  /** The field of the body, as a 400 names it. */
  field: string;
  error: FormFieldError | null;
  /** The form's id, prefix of the error's id. */
  id: string;
  /** Spans the whole row of the form grid. */
  wide?: boolean;
  /** The control, given the props that mark it invalid and point at the refusal. */
  children: (props: ControlProps) => ReactNode;
}

/** A labelled control of the alert forms, with the service's refusal of its field under it. */
export function Field({ label, field, error, id, wide, children }: FieldProps) {
  const invalid = error?.field === field;
  return (
    <div className={wide ? 'wide' : undefined}>
      <label className="field">
        {label}
        {children(invalid ? { 'aria-invalid': true, 'aria-describedby': errorId(id, field) } : {})}
      </label>
      <FieldError error={error} field={field} id={id} />
    </div>
  );
}
