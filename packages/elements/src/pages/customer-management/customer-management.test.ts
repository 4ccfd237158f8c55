import { describe, expect, it, vi } from 'vitest';
import { defaultBus } from '@tripsight/core/context';
import type { SbrCorporate } from '@tripsight/core/ops';
import { queryClientFor } from '../../internal/query-client.js';
import { defineCustomerManagement } from './customer-management.element.js';
import {
  button,
  deepText,
  fakeOpsService,
  shadowOf,
  mountOpsScreen,
  setUpOpsScreen,
  typeInto,
  until,
} from '../../testing/ops-testing.js';

const TAG = 'tripsight-customer-management';

function clients(): SbrCorporate[] {
  return [
    {
      id: 1,
      name: 'Globex Corporation',
      is_live: true,
      go_live_date: '2026-01-10',
      identifiers: ['ops@globex.test'],
    },
    { id: 2, name: 'Initech', is_live: false, go_live_date: null, identifiers: [] },
    { id: 3, name: 'Umbrella', is_live: false, go_live_date: '2099-01-01', identifiers: [] },
  ];
}

function service(store = clients()) {
  return fakeOpsService({
    'GET /api/sbr/corporates': () => ({
      corporates: store,
      pagination: { page: 1, total_pages: 1, total_count: store.length },
    }),
    'POST /api/sbr/corporate/create/': ({ body }) => {
      const { corporate_name } = body as { corporate_name: string };
      store.push({ id: 9, name: corporate_name, is_live: false, go_live_date: null, identifiers: [] });
      return store.at(-1);
    },
    'POST /api/sbr/corporate/2/go-live/': () => {
      store[1] = { ...store[1]!, is_live: true, go_live_date: '2026-03-01' };
      return { ok: true };
    },
    'PATCH /api/sbr/corporate/2/name/': () =>
      Response.json({ error: 'CONFLICT', message: 'That name is taken' }, { status: 409 }),
    'POST /api/sbr/corporate/2/identifiers/': ({ body }) => {
      store[1]!.identifiers.push((body as { identifier: string }).identifier);
      return { ok: true };
    },
    'DELETE /api/sbr/corporate/2/identifiers/': () => Response.json({}, { status: 500 }),
  });
}

describe('<tripsight-customer-management> (happy-dom)', () => {
  setUpOpsScreen(defineCustomerManagement);

  it('shows the summary cards, derived statuses and the row columns', async () => {
    const fake = mountOpsScreen(TAG, service());
    await until(() => deepText(document.body).includes('Initech'), 'the client list');
    const root = shadowOf(TAG);
    const cards = [...root.querySelectorAll('.summary-card')].map((c) => c.textContent);
    expect([...root.querySelectorAll('.summary-card [part="value"]')].map((v) => v.textContent)).toEqual([
      '3',
      '1',
      '1',
    ]);
    expect(cards).toEqual(['TOTAL CLIENTS3', 'LIVE1', 'TESTING1']);
    const headers = [...root.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['CORPORATE', 'STATUS', 'GO-LIVE DATE', 'ACTIONS']);
    const rows = [...root.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows[0]).toBe('Globex CorporationLive10 Jan 26View');
    expect(rows[1]).toBe('InitechTesting—View');
    expect(rows[2]).toBe('UmbrellaScheduled01 Jan 99View');
    expect([...root.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All Statuses',
      'Live',
      'Testing',
    ]);
    expect(root.querySelector('[part="pagination"]')).toBeNull();
    expect(fake.calls[0]!.url.search).toBe('?is_sbr=true');
  });

  it('requires a corporate name, clears the error on edit, and creates the customer', async () => {
    const fake = mountOpsScreen(TAG, service());
    await until(() => deepText(document.body).includes('Initech'), 'the client list');
    const root = shadowOf(TAG);
    button(root, 'Add Customer').focus();
    button(root, 'Add Customer').click();
    await until(() => root.querySelector('dialog form'), 'the dialog');
    const dialog = root.querySelector('dialog[part="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Add Customer');
    expect(root.activeElement).toBe(root.querySelector('dialog input:not([type])'));
    const form = root.querySelector('dialog form') as HTMLFormElement;
    form.requestSubmit();
    await until(() => deepText(root).includes('Corporate name is required'), 'the validation text');
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
    const input = root.querySelector('dialog input:not([type])') as HTMLInputElement;
    typeInto(input, 'Acme Travel');
    await until(() => !deepText(root).includes('Corporate name is required'), 'the error to clear');
    (root.querySelector('dialog form') as HTMLFormElement).requestSubmit();
    await until(() => fake.calls.some((c) => c.method === 'POST'), 'the create call');
    const create = fake.calls.find((c) => c.method === 'POST')!;
    expect(create.url.pathname).toBe('/api/sbr/corporate/create/');
    expect(create.body).toEqual({ corporate_name: 'Acme Travel', is_test: true });
    await until(() => deepText(root).includes('Acme Travel'), 'the refetched list');
    expect(root.querySelector('dialog form')).toBeNull();
    expect(root.activeElement).toBe(button(root, 'Add Customer'));
  });

  it('opens a client from the list via ?client= and back again', async () => {
    vi.stubGlobal('fetch', service().fetch);
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('Initech'), 'the client list');
    const root = shadowOf(TAG);
    button(root, 'View').click();
    await until(() => deepText(root).includes('ops@globex.test'), 'the detail');
    expect(location.search).toBe('?client=1');
    expect(deepText(root)).toContain('Back to Client List');
    expect(() => button(root, 'Mark as Live')).toThrow();
    button(root, '← Back to Client List').click();
    await until(() => deepText(root).includes('TOTAL CLIENTS'), 'the list');
    expect(location.search).toBe('');
  });

  it('marks a testing client live and refetches; shows failures of rename and remove', async () => {
    const fake = service();
    vi.stubGlobal('fetch', fake.fetch);
    history.replaceState(null, '', '/?client=2');
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('Mark as Live'), 'the detail');
    const root = shadowOf(TAG);
    expect(deepText(root)).toContain('No email addresses configured');
    const gets = () => fake.calls.filter((c) => c.method === 'GET').length;
    const before = gets();
    button(root, 'Mark as Live').click();
    await until(() => !deepText(root).includes('Mark as Live'), 'the button to go');
    expect(gets()).toBeGreaterThan(before);
    expect(root.querySelector('.badge')?.textContent).toBe('Live');

    const email = root.querySelector('input[type="email"]') as HTMLInputElement;
    expect(button(root, 'Add Email').disabled).toBe(true);
    typeInto(email, 'travel@initech.test');
    expect(button(root, 'Add Email').disabled).toBe(false);
    button(root, 'Add Email').click();
    await until(() => deepText(root).includes('travel@initech.test') && email.value === '', 'the new sender');
    button(root, 'Remove').click();
    await until(
      () => deepText(root).includes('Internal server error. Please try again later.'),
      'the remove failure',
    );

    button(root, 'Edit name').click();
    await until(() => root.querySelector('dialog input'), 'the rename dialog');
    expect(root.querySelector('[part="dialog-title"]')?.textContent).toBe('Edit name');
    const nameInput = root.querySelector('dialog input') as HTMLInputElement;
    typeInto(nameInput, '  ');
    expect(button(root, 'Save').disabled).toBe(true);
    typeInto(nameInput, 'Initrode');
    expect(button(root, 'Save').disabled).toBe(false);
    button(root, 'Save').click();
    await until(
      () =>
        deepText(root).includes('An unexpected error occurred.') ||
        deepText(root).includes('That name is taken'),
      'the rename failure',
    );
    expect(deepText(root)).toContain('That name is taken');
  });

  it('shows the load failure text with the message', async () => {
    vi.stubGlobal(
      'fetch',
      fakeOpsService({
        'GET /api/sbr/corporates': () =>
          Response.json({ error: 'MISSING_TMC', message: 'x' }, { status: 403 }),
      }).fetch,
    );
    queryClientFor(defaultBus()).setDefaultOptions({ queries: { retry: false } });
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('Failed to load'), 'the failure');
    expect(deepText(document.body)).toContain(
      'Failed to load SBR customer data. Please try again later. Missing TMC information in authentication token.',
    );
    queryClientFor(defaultBus()).setDefaultOptions({
      queries: {
        retry: 3,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 300000,
      },
    });
  });
});
