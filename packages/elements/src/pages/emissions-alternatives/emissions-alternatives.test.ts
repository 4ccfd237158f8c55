import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineAll } from '../../define-all.js';
import { deepText, fakeFetch, mountInContext, until } from '../../testing/testing.js';

const rows = [
  {
    kind: 'lowerCabin',
    client: 'Initech',
    route: 'LHR-JFK',
    pnrs: 40,
    co2eKgSaved: 52_000,
    fareDifference: -88_000,
  },
  {
    kind: 'businessUnder4h',
    client: 'Initech',
    route: 'LHR-JFK',
    pnrs: 12,
    co2eKgSaved: 4_000,
    fareDifference: -9_000,
  },
  { kind: 'nonStop', client: 'Initech', route: 'LHR-JFK', pnrs: 8, co2eKgSaved: 1_200, fareDifference: 900 },
];

describe('<tripsight-emissions-alternatives> (happy-dom)', () => {
  beforeAll(() => defineAll());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('lists each alternative and simulates half the short business trips in economy', async () => {
    const service = fakeFetch({ '/air/emissions/alternatives': { data: rows, currency: 'EUR' } });
    vi.stubGlobal('fetch', service.fetch);
    mountInContext('<tripsight-emissions-alternatives></tripsight-emissions-alternatives>');
    await until(() => deepText(document.body).includes('If 50 %'), 'the simulator');
    const text = deepText(document.body);
    expect(text).toContain('Economy instead of a higher cabin');
    expect(text).toContain('A non-stop instead of a connection');
    expect(text).toContain('If 50 % of the 12 business-class trips under 4 hours flew economy…');
    // Half of 4,000 kg and of €9,000.
    expect(text).toMatch(/(^|[^.\d])2 t CO2e/);
    expect(text).toContain('€4,500.00');
    expect(service.urls.some((u) => u.includes('breakdown=client'))).toBe(true);
    expect(service.urls.some((u) => u.includes('breakdown=route'))).toBe(true);
  });

  it('shows the error fallback when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ '/air/emissions/alternatives': { status: 500, error: 'INTERNAL', message: 'boom' } }).fetch,
    );
    mountInContext('<tripsight-emissions-alternatives></tripsight-emissions-alternatives>');
    await until(() => deepText(document.body).includes('An error has occurred'), 'the error fallback');
  });
});
