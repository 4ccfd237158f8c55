import { useId, useRef, useState } from 'react';
import {
  activateSavingsGroups,
  addSavingsGroup,
  EMPTY_SAVINGS_GROUP_CART,
  removeSavingsGroup,
  SAVINGS_GROUP_SAMPLE,
  setSavingsGroupCartOpen,
  type SavingsGroup,
  type SavingsGroupCategory,
} from '@tripsight/core/savings';
import { PageHeader } from '../../ui/page-header.js';
import { withBoundary } from '../../ui/with-boundary.js';
import { SavingsGroupCard } from './savings-group-card.js';
import { SavingsGroupCartPanel } from './savings-group-cart.js';
import { opsStyles } from '../ops.styles.js';
import { savingsGroupStyles } from './savings-group-optimization.styles.js';

/** Attributes of the savings-groups page. */
export interface SavingsGroupOptimizationProps {
  /** Product name above the title (default Faresaver). */
  productName?: string;
  /** Tab title (default Savings groups). */
  tabTitle?: string;
  /** The categories of groups to show (default: the built-in sample). */
  categories?: readonly SavingsGroupCategory[];
}

function SavingsGroupOptimizationPage({
  productName = 'Faresaver',
  tabTitle = 'Savings groups',
  categories = SAVINGS_GROUP_SAMPLE,
}: SavingsGroupOptimizationProps) {
  const [cart, setCart] = useState(EMPTY_SAVINGS_GROUP_CART);
  const [announcement, setAnnouncement] = useState('');
  const cartId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const cartHeading = useRef<HTMLHeadingElement>(null);
  const inCart = new Set(cart.entries.map((entry) => entry.id));

  const add = (group: SavingsGroup) => {
    const wasInCart = inCart.has(group.id);
    setCart((current) => addSavingsGroup(current, group));
    setAnnouncement(
      wasInCart ? `${group.groupName} is already in the cart.` : `${group.groupName} added to the cart.`,
    );
  };
  const close = () => {
    setCart((current) => setSavingsGroupCartOpen(current, false));
    toggle.current?.focus();
  };
  const activate = () => {
    const count = cart.entries.length;
    setCart(activateSavingsGroups(cart));
    setAnnouncement(
      `${count} savings ${count === 1 ? 'group' : 'groups'} requested. The change takes effect within 1 business day.`,
    );
    toggle.current?.focus();
  };

  return (
    <div className="ops sg-page">
      <PageHeader
        productName={productName}
        tabTitle={tabTitle}
        badge="Beta"
        note="Sample savings groups: PNRs and savings a year, in USD."
      />
      <div className="sg-toolbar">
        <button
          ref={toggle}
          type="button"
          part="cart-button"
          className="sg-cart-toggle"
          aria-expanded={cart.open}
          aria-controls={cart.open ? cartId : undefined}
          onClick={() => {
            setCart((current) => setSavingsGroupCartOpen(current, !current.open));
            if (!cart.open) requestAnimationFrame(() => cartHeading.current?.focus());
          }}
        >
          {`Cart (${cart.entries.length})`}
        </button>
        <p role="status" className="sg-status">
          {announcement}
        </p>
      </div>
      <div part="grid" className={cart.open ? 'sg-layout with-cart' : 'sg-layout'}>
        <div className="sg-categories">
          {categories.map((category) => (
            <section
              key={category.id}
              part="category"
              className="ts-card sg-category"
              aria-labelledby={`sg-${category.id}`}
            >
              <h3 id={`sg-${category.id}`}>{category.category}</h3>
              <p part="subtitle" className="sg-subtitle">
                {category.subtitle}
              </p>
              <div className="sg-groups">
                {category.groups.map((group) => (
                  <SavingsGroupCard key={group.id} group={group} inCart={inCart.has(group.id)} onAdd={add} />
                ))}
              </div>
            </section>
          ))}
        </div>
        {cart.open && (
          <SavingsGroupCartPanel
            id={cartId}
            cart={cart}
            headingRef={cartHeading}
            onRemove={(groupId) => setCart((current) => removeSavingsGroup(current, groupId))}
            onActivate={activate}
            onClose={close}
          />
        )}
      </div>
    </div>
  );
}

/** Savings groups: categories of sample groups and the request cart. */
export const SavingsGroupOptimization = withBoundary(
  SavingsGroupOptimizationPage,
  'tripsight-savings-group-optimization',
);

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [opsStyles, savingsGroupStyles];
