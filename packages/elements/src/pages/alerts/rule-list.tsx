import { filtersText, ruleConditionText, SCHEDULE_LABELS, type AlertRule } from '@tripsight/core/ops';
import { failureText } from '../../internal/use-ops-client.js';
import { Card } from '../../ui/card.js';
import type { Column } from '../../ui/data-table.js';
import { DataTable } from '../../ui/data-table.js';
import { EmptyState, ErrorFallback, Skeleton } from '../../ui/states.js';
import { Addresses, PausedState, RowActionButtons, type RowActions } from './row-parts.js';

export interface RuleListProps extends RowActions<AlertRule> {
  rules: readonly AlertRule[] | undefined;
  loading: boolean;
  error: Error | null;
  /** The rule whose call runs now: its buttons wait. */
  busyId: number | null;
  /** The dashboard's currency: a money threshold's, unless the rule's filters name one. */
  currency: string | null;
  onNew: () => void;
}

function columns(
  actions: RowActions<AlertRule>,
  busyId: number | null,
  currency: string | null,
): Column<AlertRule>[] {
  return [
    { key: 'name', label: 'NAME', rowHeader: true, className: 'row-name' },
    {
      key: 'view',
      label: 'CONDITION',
      render: (rule) => <RuleCondition rule={rule} currency={currency} />,
    },
    { key: 'schedule', label: 'SCHEDULE', render: (rule) => SCHEDULE_LABELS[rule.schedule] },
    { key: 'recipients', label: 'RECIPIENTS', render: (rule) => <Addresses addresses={rule.recipients} /> },
    { key: 'paused', label: 'STATUS', render: (rule) => <PausedState paused={rule.paused} /> },
    {
      key: 'id',
      id: 'actions',
      label: 'ACTIONS',
      render: (rule) => (
        <RowActionButtons kind="rule" item={rule} busy={busyId === rule.id} actions={actions} />
      ),
    },
  ];
}

/**
 * A rule's condition, and under it the filters that narrow what it watches (the currency is the
 * threshold's own): `Client: Acme Industries`.
 */
function RuleCondition({ rule, currency }: { rule: AlertRule; currency: string | null }) {
  const { currency: _currency, ...scope } = rule.filters;
  return (
    <span className="cell-lines">
      <span>{ruleConditionText(rule, currency)}</span>
      {Object.keys(scope).length > 0 && <span className="field-note">{filtersText(scope)}</span>}
    </span>
  );
}

/** The 'Alert rules' card: 'New rule', then the table of rules or its empty, loading or error state. */
export function RuleList({ rules, loading, error, busyId, currency, onNew, ...actions }: RuleListProps) {
  return (
    <Card
      title="Alert rules"
      headingLevel={2}
      titleFocusable
      className="rules-card"
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
          title="No alert rules yet."
          advice="Create a rule to hear by e-mail when a figure crosses a threshold."
        />
      ) : (
        <DataTable
          caption="Alert rules"
          captionHidden
          columns={columns(actions, busyId, currency)}
          rows={rules}
          rowKey={(rule) => String(rule.id)}
          sortable={false}
          pageSize={10}
        />
      )}
    </Card>
  );
}
