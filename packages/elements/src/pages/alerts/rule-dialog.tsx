import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ALERT_OPERATORS,
  ALERT_SCHEDULES,
  ALERT_VIEWS,
  alertViewChoice,
  filtersText,
  formFieldError,
  OPERATOR_LABELS,
  ruleInput,
  SCHEDULE_LABELS,
  type AlertOperator,
  type AlertRule,
  type AlertRuleForm,
  type AlertSchedule,
  type AlertsClient,
} from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import { FormDialog } from '../../ui/form-dialog.js';
import { Field, FieldError } from './field-error.js';

export interface RuleDialogProps {
  /** The rule being edited, or null for a new one. */
  rule: AlertRule | null;
  initial: AlertRuleForm;
  client: AlertsClient;
  onClose: () => void;
  /** After a save: the stored rule, with the webhook secret when the service showed it. */
  onSaved: (rule: AlertRule & { webhookSecret?: string }) => void;
}

/** 'New rule' / 'Edit rule': view, figure, operator, threshold, schedule, recipients, webhook, filters. */
export function RuleDialog({ rule, initial, client, onClose, onSaved }: RuleDialogProps) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const save = useMutation({
    mutationFn: () =>
      rule ? client.updateRule(rule.id, ruleInput(form)) : client.createRule(ruleInput(form)),
    onSuccess: onSaved,
  });
  const set = (changes: Partial<AlertRuleForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    if (save.error) save.reset();
  };
  const fieldError = formFieldError(save.error);
  const viewChoice = alertViewChoice(form.view);
  const fields = viewChoice?.fields ?? [{ field: form.field, label: form.field }];
  return (
    <FormDialog
      open
      title={rule ? 'Edit rule' : 'New rule'}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      submitLabel={rule ? 'Save' : 'Create rule'}
      pendingLabel="Saving…"
      pending={save.isPending}
      error={
        save.error && !fieldError
          ? failureText(save.error, 'Failed to save the rule. Please try again.')
          : null
      }
      noValidate
    >
      <div className="form-grid">
        <Field label="Name" field="name" error={fieldError} id={id} wide>
          {(props) => <input value={form.name} onChange={(e) => set({ name: e.target.value })} {...props} />}
        </Field>
        <Field label="View" field="view" error={fieldError} id={id}>
          {(props) => (
            <select
              value={form.view}
              onChange={(e) => {
                const next = alertViewChoice(e.target.value);
                set({ view: e.target.value, field: next?.fields[0]?.field ?? form.field });
              }}
              {...props}
            >
              {!viewChoice && <option value={form.view}>{form.view}</option>}
              {ALERT_VIEWS.map((choice) => (
                <option key={choice.view} value={choice.view}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Figure" field="field" error={fieldError} id={id}>
          {(props) => (
            <select value={form.field} onChange={(e) => set({ field: e.target.value })} {...props}>
              {fields.map((choice) => (
                <option key={choice.field} value={choice.field}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="When it" field="operator" error={fieldError} id={id}>
          {(props) => (
            <select
              value={form.operator}
              onChange={(e) => set({ operator: e.target.value as AlertOperator })}
              {...props}
            >
              {ALERT_OPERATORS.map((operator) => (
                <option key={operator} value={operator}>
                  {OPERATOR_LABELS[operator]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Threshold" field="threshold" error={fieldError} id={id}>
          {(props) => (
            <input
              inputMode="decimal"
              value={form.threshold}
              onChange={(e) => set({ threshold: e.target.value })}
              {...props}
            />
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
        <Field label="Webhook URL (optional)" field="webhookUrl" error={fieldError} id={id} wide>
          {(props) => (
            <input
              type="url"
              value={form.webhookUrl}
              placeholder="https://"
              onChange={(e) => set({ webhookUrl: e.target.value })}
              {...props}
            />
          )}
        </Field>
        <div className="wide">
          <p className="field-note">Filters: {filtersText(form.filters)}</p>
          {Object.keys(form.filters).length > 0 && (
            <button type="button" className="link" onClick={() => set({ filters: {} })}>
              Clear filters
            </button>
          )}
          <FieldError error={fieldError} field="filters" id={id} />
        </div>
      </div>
    </FormDialog>
  );
}
