import { useId } from 'react';
import {
  canAddSavingsGroup,
  SAVINGS_GROUP_CURRENCY,
  savingsGroupTone,
  type SavingsGroup,
  type SavingsGroupTone,
} from '@tripsight/core/savings';
import { useFormat } from '../../internal/use-format.js';

/** Badge colour per status family: Active green, Recommended blue, Potential disruption amber, other grey. */
const TONE_CLASS: Record<SavingsGroupTone, string> = {
  active: 'tone-green',
  recommended: 'tone-blue',
  disruption: 'tone-amber',
  other: 'tone-grey',
};

/** A group's status in its badge colour. */
function SavingsGroupBadge({ status }: { status: string }) {
  const tone = savingsGroupTone(status);
  return (
    <span part="status" className={`badge ${TONE_CLASS[tone]}`} data-tone={tone}>
      {status}
    </span>
  );
}

export interface SavingsGroupCardProps {
  group: SavingsGroup;
  inCart: boolean;
  onAdd: (group: SavingsGroup) => void;
}

/** One savings-group card: name, status, description, share of spend, PNRs, savings, and Add (unless Active). */
export function SavingsGroupCard({ group, inCart, onAdd }: SavingsGroupCardProps) {
  const { formatMoney, formatNumber, formatPercent } = useFormat();
  const titleId = useId();
  return (
    <article part="group" className="sg-group" aria-labelledby={titleId} data-group={group.id}>
      <header className="sg-group-header">
        <h4 id={titleId}>{group.groupName}</h4>
        <SavingsGroupBadge status={group.status} />
      </header>
      <p className="sg-description">{group.description}</p>
      <dl part="figures" className="sg-figures">
        <div>
          <dt>Share of spend</dt>
          <dd>{formatPercent(group.percentageOfSpend, 1)}</dd>
        </div>
        <div>
          <dt>PNRs</dt>
          <dd>{formatNumber(group.pnrs, 0)}</dd>
        </div>
        <div>
          <dt>Savings</dt>
          <dd>{formatMoney(group.savings, SAVINGS_GROUP_CURRENCY, { decimals: 0 })}</dd>
        </div>
      </dl>
      {canAddSavingsGroup(group) && (
        <button
          type="button"
          part="add-button"
          className={inCart ? 'sg-add in-cart' : 'sg-add primary'}
          aria-label={inCart ? `In cart: ${group.groupName}` : `Add to cart: ${group.groupName}`}
          onClick={() => onAdd(group)}
        >
          {inCart ? 'In cart' : 'Add to cart'}
        </button>
      )}
    </article>
  );
}
