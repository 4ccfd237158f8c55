import { ruleConditionText, SCHEDULE_LABELS, type AlertRule } from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { DataTable } from '../../ui/data-table.js';
import { EmptyState, ErrorFallback, Skeleton } from '../../ui/states.js';

/** What a rule's row can ask for. */
interface RuleActions {
  onEdit: (rule: AlertRule) => void;
  onTogglePause: (rule: AlertRule) => void;
  onRun: (rule: AlertRule) => void;
  onHistory: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => void;
}

export interface RuleListProps extends RuleActions {
  rules: readonly AlertRule[] | undefined;
  loading: boolean;
  error: Error | null;
  /** The rule whose call runs now: its buttons wait. */
  busyId: number | null;
  onNew: () => void;
}

function columns(actions: RuleActions, busyId: number | null): Column<AlertRule>[] {
  return [
    { key: 'name', label: 'NAME', rowHeader: true, className: 'row-name' },
    { key: 'view', label: 'CONDITION', render: (rule) => ruleConditionText(rule) },
    { key: 'schedule', label: 'SCHEDULE', render: (rule) => SCHEDULE_LABELS[rule.schedule] },
    { key: 'recipients', label: 'RECIPIENTS', render: (rule) => rule.recipients.join(', ') },
    {
      key: 'paused',
      label: 'STATUS',
      render: (rule) => (
        <span className={`badge ${rule.paused ? 'tone-grey' : 'tone-green'}`}>
          {rule.paused ? 'Paused' : 'Active'}
        </span>
      ),
    },
    {
      key: 'id',
      id: 'actions',
      label: 'ACTIONS',
      render: (rule) => (
        <div className="row-actions" aria-busy={busyId === rule.id || undefined}>
          <button
            type="button"
            className="link"
            onClick={() => actions.onEdit(rule)}
            aria-label={`Edit ${rule.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="link"
            disabled={busyId === rule.id}
            onClick={() => actions.onTogglePause(rule)}
            aria-label={`${rule.paused ? 'Resume' : 'Pause'} ${rule.name}`}
          >
            {rule.paused ? 'Resume' : 'Pause'}
          </button>
          <button
            type="button"
            className="link"
            disabled={busyId === rule.id}
            onClick={() => actions.onRun(rule)}
            aria-label={`Send test now: ${rule.name}`}
          >
            Send test now
          </button>
          <button
            type="button"
            className="link"
            onClick={() => actions.onHistory(rule)}
            aria-label={`History of ${rule.name}`}
          >
            History
          </button>
          <button
            type="button"
            className="link danger"
            onClick={() => actions.onDelete(rule)}
            aria-label={`Delete ${rule.name}`}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];
}

/** The 'Alert rules' card: 'New rule', then the table of rules or its empty, loading or error state. */
export function RuleList({ rules, loading, error, busyId, onNew, ...actions }: RuleListProps) {
  return (
    <Card
      title="Alert rules"
      headingLevel={2}
      actions={
        <button type="button" className="primary" onClick={onNew}>
          New rule
        </button>
      }
    >
      {loading ? (
        <Skeleton height={120} />
      ) : error ? (
        <ErrorFallback
          title="Failed to load alert rules. Please try again later."
          detail={failureText(error, '')}
          compact
        />
      ) : !rules || rules.length === 0 ? (
        <EmptyState
          title="No alert rules yet"
          advice="Create a rule to hear by e-mail when a figure crosses a threshold."
          compact
        />
      ) : (
        <DataTable
          caption="Alert rules"
          captionHidden
          columns={columns(actions, busyId)}
          rows={rules}
          rowKey={(rule) => String(rule.id)}
          sortable={false}
          pageSize={10}
        />
      )}
    </Card>
  );
}
