// Shared set-up of the controls' browser tests: a signed-in dashboard and a scripted data service.
import { type Bus, emptyFilters, type UserClaims } from '@tripsight/core/bus';
import { defineContext } from '../controls/context/context.element.js';

export type Route = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

export interface FakeService {
  calls: URL[];
  restore(): void;
}

/** Answers fetches by `route` (404 for anything it leaves unanswered) and records them. */
export function fakeService(route: Route): FakeService {
  const original = window.fetch;
  const calls: URL[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    calls.push(url);
    return (
      (await route(url, init)) ??
      Response.json({ error: 'NOT_FOUND', message: url.pathname }, { status: 404 })
    );
  };
  return { calls, restore: () => void (window.fetch = original) };
}

export const FILTER_ROWS = [
  {
    gds: 'Sabre',
    region: 'EMEA',
    continent: 'Europe',
    pointOfSale: 'France',
    corporate: 'Globex Corporation',
    pccName: 'PCC1',
    currency: 'EUR',
  },
  {
    gds: 'Amadeus',
    region: 'NORAM',
    continent: 'North America',
    pointOfSale: 'Canada',
    corporate: 'Initech',
    pccName: 'PCC2',
    currency: 'CAD',
  },
];

/** Mounts `html` inside a signed-in `<tripsight-context>` and returns its bus. */
export function mountSignedIn(html: string, claims: Partial<UserClaims> = {}): Bus {
  defineContext();
  document.body.innerHTML = `<tripsight-context>${html}</tripsight-context>`;
  const bus = document.querySelector('tripsight-context')!.bus;
  bus.accessTokenProvider = async () => 'test-token';
  bus.setState({
    filters: emptyFilters(),
    dates: { air: { startDate: '2026-01-01', endDate: '2026-01-31' } },
    auth: {
      status: 'signed-in',
      user: { name: 'Alex Morgan', email: null, picture: null },
      claims: {
        customerId: 'C1',
        entitledTabs: [],
        allowExportReports: true,
        defaultClients: [],
        isDemo: false,
        tmc: 'northstar',
        email: null,
        ...claims,
      },
    },
  });
  return bus;
}

export { until } from '@tripsight/testing';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
