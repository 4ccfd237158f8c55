import { useId } from 'react';
import {
  ALERT_OPERATORS,
  ALERT_VIEWS,
  alertViewChoice,
  filtersText,
  OPERATOR_LABELS,
  ruleInput,
  type AlertOperator,
  type AlertRule,
  type AlertRuleForm,
} from '@tripsight/core/ops';
import { AlertFormDialog, type AlertDialogProps } from './alert-form-dialog.js';
import { Field, FieldError } from './field-error.js';
import { useAlertForm } from './use-alert-form.js';

/** After a save, the stored rule comes with the webhook secret when the service showed it. */
export interface RuleDialogProps extends AlertDialogProps<
  AlertRuleForm,
  AlertRule & { webhookSecret?: string }
> {
  /** The rule being edited, or null for a new one. */
  rule: AlertRule | null;
}

/** 'New rule' / 'Edit rule': view, figure, operator, threshold, schedule, recipients, webhook, filters. */
export function RuleDialog(props: RuleDialogProps) {
  const { rule, client } = props;
  const id = useId();
  const state = useAlertForm({
    ...props,
    save: (values: AlertRuleForm) =>
      rule ? client.updateRule(rule.id, ruleInput(values)) : client.createRule(ruleInput(values)),
    failure: 'Failed to save the rule. Please try again.',
  });
  const { form, set, errors } = state;
  const viewChoice = alertViewChoice(form.view);
  const fields = viewChoice?.fields ?? [{ field: form.field, label: form.field }];
  return (
    <AlertFormDialog
      noun="rule"
      editing={rule !== null}
      state={state}
      id={id}
      before={
        <>
          <Field label="View" field="view" errors={errors} id={id}>
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
          <Field label="Figure" field="field" errors={errors} id={id}>
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
          <Field label="When it" field="operator" errors={errors} id={id}>
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
          <Field label="Threshold" field="threshold" errors={errors} id={id}>
            {(props) => (
              <input
                inputMode="decimal"
                value={form.threshold}
                onChange={(e) => set({ threshold: e.target.value })}
                {...props}
              />
            )}
          </Field>
        </>
      }
      after={
        <>
          <Field label="Webhook URL (optional)" field="webhookUrl" errors={errors} id={id} wide>
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
            <FieldError errors={errors} field="filters" id={id} />
          </div>
        </>
      }
    />
  );
}
