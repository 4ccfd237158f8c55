import { useId } from 'react';
import {
  ALERT_OPERATORS,
  ALERT_SCHEDULES,
  ALERT_VIEWS,
  alertViewChoice,
  filtersText,
  OPERATOR_LABELS,
  ruleInput,
  SCHEDULE_LABELS,
  type AlertOperator,
  type AlertRule,
  type AlertRuleForm,
  type AlertSchedule,
  type AlertsClient,
} from '@tripsight/core/ops';
import { FormDialog } from '../../ui/form-dialog.js';
import { DraftBar } from './draft-bar.js';
import { Field, FieldError } from './field-error.js';
import { useAlertForm } from './use-alert-form.js';

export interface RuleDialogProps {
  /** The rule being edited, or null for a new one. */
  rule: AlertRule | null;
  /** The form without a draft: a new rule's defaults or the stored rule's values. */
  fresh: AlertRuleForm;
  /** The draft kept from the last time the dialog closed unsaved, if any. */
  draft: AlertRuleForm | null;
  /** Keeps (or, with null, drops) the dialog's draft. */
  onDraft: (form: AlertRuleForm | null) => void;
  client: AlertsClient;
  onClose: () => void;
  /** After a save: the stored rule, with the webhook secret when the service showed it. */
  onSaved: (rule: AlertRule & { webhookSecret?: string }) => void;
}

/** 'New rule' / 'Edit rule': view, figure, operator, threshold, schedule, recipients, webhook, filters. */
export function RuleDialog({ rule, fresh, draft, onDraft, client, onClose, onSaved }: RuleDialogProps) {
  const id = useId();
  const { form, set, errors, error, summary, dirty, restored, close, discard, submit, pending, fieldsRef } =
    useAlertForm({
      draft,
      fresh,
      save: (values: AlertRuleForm) =>
        rule ? client.updateRule(rule.id, ruleInput(values)) : client.createRule(ruleInput(values)),
      onSaved,
      onDraft,
      onClose,
      failure: 'Failed to save the rule. Please try again.',
    });
  const viewChoice = alertViewChoice(form.view);
  const fields = viewChoice?.fields ?? [{ field: form.field, label: form.field }];
  return (
    <FormDialog
      open
      title={rule ? 'Edit rule' : 'New rule'}
      onClose={close}
      onSubmit={submit}
      submitLabel={rule ? 'Save' : 'Create rule'}
      pendingLabel="Saving…"
      pending={pending}
      error={error}
      noValidate
    >
      <div className="form-grid" ref={fieldsRef}>
        <Field label="Name" field="name" errors={errors} id={id} wide>
          {(props) => <input value={form.name} onChange={(e) => set({ name: e.target.value })} {...props} />}
        </Field>
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
        <DraftBar dirty={dirty} restored={restored} summary={summary} onDiscard={discard} />
      </div>
    </FormDialog>
  );
}
