import { useId, useRef, type RefObject } from 'react';
import {
  ACTIVATE_SAVINGS_GROUPS,
  SAVINGS_GROUP_CART_NOTE,
  SAVINGS_GROUP_CURRENCY,
  savingsGroupCartTotals,
  type SavingsGroupCart,
} from '@tripsight/core/savings';
import { useFormat } from '../../internal/use-format.js';

export interface SavingsGroupCartPanelProps {
  id: string;
  cart: SavingsGroupCart;
  onRemove: (groupId: string) => void;
  onActivate: () => void;
  onClose: () => void;
  /** Focused when the panel opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The request cart: each group with its savings and a Remove button, the totals, the note that the
 * change takes effect within 1 business day, 'Activate savings groups' and Close. Not modal: the
 * travel manager keeps adding groups beside it. Escape closes it.
 */
export function SavingsGroupCartPanel({
  id,
  cart,
  onRemove,
  onActivate,
  onClose,
  headingRef,
}: SavingsGroupCartPanelProps) {
  const { formatMoney, formatNumber, formatPercent } = useFormat();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const totals = savingsGroupCartTotals(cart);
  const remove = (groupId: string, index: number) => {
    onRemove(groupId);
    // Focus stays in the list: on the next entry's Remove, else the previous one, else the heading.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? headingRef.current)?.focus();
    });
  };
  return (
    <aside
      id={id}
      part="cart"
      className="sg-cart"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="sg-cart-header">
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          Cart
        </h3>
        <button type="button" className="link" onClick={onClose} aria-label="Close the cart">
          Close
        </button>
      </div>
      {cart.entries.length === 0 ? (
        <p className="ops-muted">No savings groups in the cart.</p>
      ) : (
        <ul ref={list} part="cart-list" className="sg-cart-list">
          {cart.entries.map((entry, index) => (
            <li key={entry.id}>
              <span className="sg-cart-name">{entry.groupName}</span>
              <span className="sg-cart-savings">
                {formatMoney(entry.savings, SAVINGS_GROUP_CURRENCY, { decimals: 0 })}
              </span>
              <button
                type="button"
                className="link"
                aria-label={`Remove ${entry.groupName} from the cart`}
                onClick={() => remove(entry.id, index)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {cart.entries.length > 0 && (
        <p part="cart-totals" className="sg-cart-totals">
          {`${formatNumber(totals.pnrs, 0)} PNRs · ${formatPercent(totals.percentageOfSpend, 1)} of spend · ${formatMoney(
            totals.savings,
            SAVINGS_GROUP_CURRENCY,
            { decimals: 0 },
          )} savings a year`}
        </p>
      )}
      <p part="cart-note" className="sg-cart-note">
        {SAVINGS_GROUP_CART_NOTE}
      </p>
      <button
        type="button"
        part="activate-button"
        className="primary"
        disabled={cart.entries.length === 0}
        onClick={onActivate}
      >
        {ACTIVATE_SAVINGS_GROUPS}
      </button>
    </aside>
  );
}
