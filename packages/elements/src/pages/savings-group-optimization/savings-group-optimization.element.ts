import { defineLazyElement } from '../../internal/define.js';
import { PAGE_HEADER_PROPS } from '../../internal/widget-props.js';
import type { SavingsGroupOptimizationProps } from './savings-group-optimization.js';

/**
 * @summary Savings groups (beta): categories of savings groups as cards — name, status badge
 * (Active, Recommended, Potential disruption, other), description, share of spend, PNRs and savings —
 * and a request cart. Adding a group opens the cart; Remove deletes one entry; Active groups have no
 * add button; 'Activate savings groups' closes and clears the cart (no call); the cart notes that the
 * change takes effect within 1 business day. The groups are static sample data.
 * @tag tripsight-savings-group-optimization
 *
 * @attr product-name - Product name above the title (default Faresaver).
 * @attr tab-title - Page title (default Savings groups).
 * @prop categories - The categories to show ({ id, category, subtitle, groups }[]; default the built-in sample).
 *
 * @slot date-range - A date-range control shown in the header.
 * @slot export - An export control shown in the header.
 *
 * @event tripsight-error - The rendering failed ({ message, source }).
 *
 * @csspart header - The header row.
 * @csspart product-name - The product name.
 * @csspart heading - The tab title.
 * @csspart badge - The Beta badge.
 * @csspart note - The sample-data note.
 * @csspart actions - The box holding the slots.
 * @csspart grid - The categories and the cart.
 * @csspart category - A category card.
 * @csspart subtitle - A category's subtitle.
 * @csspart group - A group card.
 * @csspart status - A group's status badge.
 * @csspart figures - A group's share of spend, PNRs and savings.
 * @csspart add-button - A group's Add to cart button.
 * @csspart cart-button - The Cart (n) button that opens and closes the cart.
 * @csspart cart - The cart panel.
 * @csspart cart-list - The groups in the cart.
 * @csspart cart-totals - The cart's totals.
 * @csspart cart-note - The note that the change takes effect within 1 business day.
 * @csspart activate-button - The 'Activate savings groups' button.
 *
 * @cssprop --tripsight-gap - Space between cards (default 16px).
 */
export function defineSavingsGroupOptimization(): CustomElementConstructor {
  return defineLazyElement<SavingsGroupOptimizationProps>(
    'tripsight-savings-group-optimization',
    () =>
      import('./savings-group-optimization.js').then((m) => ({
        component: m.SavingsGroupOptimization,
        styles: m.styles,
      })),
    {
      props: { ...PAGE_HEADER_PROPS, categories: 'json' },
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-savings-group-optimization': HTMLElement & SavingsGroupOptimizationProps;
  }
}
