import type { ReactNode } from 'react';

/** The props that tie a form control to the refusal shown under it. */
type ControlProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The refusals of the last submit: each form field to its problem. */
export type FieldErrors = Readonly<Record<string, string>>;

function errorId(id: string, field: string): string {
  return `${id}-${field}-error`;
}

/** The props of the control of `field`: marked invalid and described by its refusal, when it has one. */
export function controlProps(errors: FieldErrors, field: string, id: string): ControlProps {
  return errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(id, field) } : {};
}

/**
 * The service's refusal of `field`, under its control (docs/rules/operations.md#alerts-and-digests).
 * Every refused field shows its own at once; the form's summary above the buttons is the one alert.
 */
export function FieldError({ errors, field, id }: { errors: FieldErrors; field: string; id: string }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p id={errorId(id, field)} className="ops-field-error">
      {message}
    </p>
  );
}

export interface FieldProps {
  label: string;
  /** The field of the body, as a 400 names it. */
  field: string;
  errors: FieldErrors;
  /** The form's id, prefix of the error's id. */
  id: string;
  /** Spans the whole row of the form grid. */
  wide?: boolean;
  /** The control, given the props that mark it invalid and point at the refusal. */
  children: (props: ControlProps) => ReactNode;
}

/** A labelled control of the alert forms, with the service's refusal of its field under it. */
export function Field({ label, field, errors, id, wide, children }: FieldProps) {
  return (
    <div className={wide ? 'wide' : undefined}>
      <label className="field">
        {label}
        {children(controlProps(errors, field, id))}
      </label>
      <FieldError errors={errors} field={field} id={id} />
    </div>
  );
}
