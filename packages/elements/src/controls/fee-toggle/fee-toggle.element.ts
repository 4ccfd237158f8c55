import { defineLazyElement } from '../../internal/define.js';

/**
 * @summary Gross Savings (default) or Net Savings of the TMC transaction fee; every element on the
 * bus follows. Place it on tabs whose show-net/gross-toggle option is on.
 * @tag tripsight-fee-toggle
 *
 * @csspart group - The radio group.
 */
export function defineFeeToggle(): CustomElementConstructor {
  return defineLazyElement<object>(
    'tripsight-fee-toggle',
    () => import('./fee-toggle.js').then((m) => m.FeeToggle),
    {
      styles:
        ':host { display: inline-block; } sl-radio-group::part(form-control-label) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }',
    },
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-fee-toggle': HTMLElement;
  }
}
