import { describe, expect, it } from 'vitest';
import { Bus } from '../bus/bus.js';
import { anonymousClaims } from '../bus/defaults.js';
import { PRODUCT_TYPES } from '../model/product-types.js';
import { withDashboardRules } from './dashboard-rules.js';
import { demoDatesRule } from './demo-dates-rule.js';

const JULY_2019 = { startDate: '2019-07-01', endDate: '2019-07-31' };

function demoCompany(bus: Bus): void {
  bus.setState((s) => ({
    auth: {
      ...s.auth,
      status: 'signed-in',
      claims: { ...anonymousClaims(), customerId: 'DEMO', isDemo: true },
    },
  }));
}

describe('demoDatesRule', () => {
  it('mocks every product of the demo company to the 30 days ending 2019-07-31', () => {
    const bus = withDashboardRules(new Bus());
    const seen: unknown[] = [];
    bus.subscribe((state) => seen.push(state.dates.air));
    demoCompany(bus);
    for (const product of PRODUCT_TYPES) expect(bus.getState().dates[product]).toEqual(JULY_2019);
    // Listeners never see the demo company with other dates.
    expect(seen).toEqual([JULY_2019]);
  });

  it('moves a start before the April 2019 calendar minimum up to it', () => {
    const bus = withDashboardRules(new Bus());
    demoCompany(bus);
    bus.setState((s) => ({
      dates: { ...s.dates, hotel: { startDate: '2019-01-01', endDate: '2019-05-01' } },
    }));
    expect(bus.getState().dates.hotel).toEqual({ startDate: '2019-04-01', endDate: '2019-05-01' });
    bus.setState((s) => ({
      dates: { ...s.dates, hotel: { startDate: '2019-05-01', endDate: '2019-06-01' } },
    }));
    expect(bus.getState().dates.hotel).toEqual({ startDate: '2019-05-01', endDate: '2019-06-01' });
  });

  it('leaves everyone else alone', () => {
    const bus = withDashboardRules(new Bus());
    bus.setState({ dates: { air: { startDate: '2018-01-01', endDate: '2018-02-01' } } });
    expect(bus.getState().dates).toEqual({ air: { startDate: '2018-01-01', endDate: '2018-02-01' } });
    expect(demoDatesRule(bus.getState(), bus.getState())).toBeNull();
  });

  it('applies to a bus that already holds the demo company when the rules are added', () => {
    const bus = new Bus();
    demoCompany(bus);
    expect(bus.getState().dates.air).toBeUndefined();
    withDashboardRules(bus);
    expect(bus.getState().dates.air).toEqual(JULY_2019);
  });
});
