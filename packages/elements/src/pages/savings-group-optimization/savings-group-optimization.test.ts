import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineAll } from '../../define-all.js';
import { deepQueryAll, deepText, mountInContext, until } from '../../testing/testing.js';

const TAG = 'tripsight-savings-group-optimization';

function root(): ShadowRoot {
  return document.querySelector(TAG)!.shadowRoot!;
}

function button(label: string): HTMLButtonElement | undefined {
  return [...root().querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === label || b.textContent === label,
  );
}

async function mounted(): Promise<void> {
  mountInContext(`<${TAG}></${TAG}>`);
  await until(() => deepText(document.body).includes('Same-carrier fare drops'), 'the groups');
}

describe('<tripsight-savings-group-optimization> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the categories and cards with each status in its own badge colour', async () => {
    await mounted();
    const text = deepText(document.body);
    for (const expected of [
      'Booking window',
      'Carriers and fares',
      'Traveller impact',
      'Economy short-haul within 24 h',
      '$254,900',
    ])
      expect(text).toContain(expected);
    const tones = new Map(
      deepQueryAll(document.body, '[part="status"]').map((badge) => [
        badge.textContent,
        badge.getAttribute('data-tone'),
      ]),
    );
    expect(Object.fromEntries(tones)).toEqual({
      Active: 'active',
      Recommended: 'recommended',
      'Potential disruption': 'disruption',
      'Under review': 'other',
    });
  });

  it('gives Active groups no add button', async () => {
    await mounted();
    const active = root().querySelector('[data-group="same-carrier-drops"]')!;
    expect(active.querySelector('button')).toBeNull();
    expect(root().querySelector('[data-group="cross-carrier-trunk"] button')).not.toBeNull();
  });

  it('opens the cart on add, removes one entry, and clears and closes it on activation', async () => {
    await mounted();
    expect(root().querySelector('[part="cart"]')).toBeNull();
    button('Add to cart: Cross-carrier on trunk routes')!.click();
    await until(() => root().querySelector('[part="cart"]') !== null, 'the cart');
    button('Add to cart: Negotiated fare re-checks')!.click();
    await until(() => root().querySelectorAll('[part="cart-list"] li').length === 2, 'two entries');
    const cart = root().querySelector('[part="cart"]')!;
    expect(cart.textContent).toContain('The change takes effect within 1 business day.');
    expect(button('Cart (2)')?.getAttribute('aria-expanded')).toBe('true');

    button('Remove Cross-carrier on trunk routes from the cart')!.click();
    await until(() => root().querySelectorAll('[part="cart-list"] li').length === 1, 'one entry left');
    expect(root().querySelector('[part="cart-list"]')!.textContent).toContain('Negotiated fare re-checks');

    button('Activate savings groups')!.click();
    await until(() => root().querySelector('[part="cart"]') === null, 'the cart to close');
    expect(button('Cart (0)')?.getAttribute('aria-expanded')).toBe('false');
    expect(deepText(document.body)).toContain('1 savings group requested.');
    // Reopened, the cart is empty and cannot be activated.
    button('Cart (0)')!.click();
    await until(() => root().querySelector('[part="cart"]') !== null, 'the cart to reopen');
    expect(button('Activate savings groups')!.disabled).toBe(true);
  });

  it('closes the cart with Escape and keeps its entries', async () => {
    await mounted();
    button('Add to cart: Schedule shifts up to 2 hours')!.click();
    await until(() => root().querySelector('[part="cart"]') !== null, 'the cart');
    root()
      .querySelector('[part="cart"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => root().querySelector('[part="cart"]') === null, 'the cart to close');
    expect(button('Cart (1)')).toBeDefined();
  });
});
