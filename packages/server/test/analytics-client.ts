import { dynamicCurrenciesView, dynamicFiltersView } from '@tripsight/core/views';
import { expect } from 'vitest';
import { HOTEL_SAVINGS_VIEW_ROUTES } from '../src/analytics/views/hotel-savings-views.js';
import { REBOOKING_VIEW_ROUTES } from '../src/analytics/views/rebooking-views.js';
import { SAVINGS_VIEW_ROUTES } from '../src/analytics/views/savings-views.js';
import type { TestServer } from './server.js';

/** Query parameters of a view call; lists repeat the parameter. */
export type Params = Record<string, string | number | boolean | readonly string[] | undefined>;

/** A view's status and JSON body (data, or an error naming the field). */
export interface Answer<T = unknown> {
  status: number;
  body: { data: T; annotation: Record<string, unknown>; currencyFields: string[] } & {
    error?: string;
    message?: string;
    field?: string;
  };
}

/** Every analytics view the service registers: the filter lists, the savings and the rebooking views. */
export const ALL_VIEWS = [
  dynamicFiltersView.path,
  dynamicCurrenciesView.path,
  ...[...SAVINGS_VIEW_ROUTES, ...REBOOKING_VIEW_ROUTES, ...HOTEL_SAVINGS_VIEW_ROUTES].map(
    ({ view }) => view.path,
  ),
];

/** GETs an analytics view with repeated list parameters, as the elements send them. */
export async function getView<T = unknown>(
  server: TestServer,
  path: string,
  params: Params = {},
  token?: string,
): Promise<Answer<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const query = search.toString();
  const res = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

/** GETs a view like `getView` and fails the test, showing the body, unless it answers 200. */
export async function okView<T = unknown>(
  server: TestServer,
  path: string,
  params: Params,
  token: string,
): Promise<Answer<T>['body']> {
  const res = await getView<T>(server, path, params, token);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** YYYY-MM-DD of `days` days before today (UTC). */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 864e5).toISOString().slice(0, 10);
}

/** The last 400 days to yesterday, in US dollars: the range the view tests read by default. */
export const LAST_400_DAYS_USD = { startDate: daysAgo(400), endDate: daysAgo(1), currency: 'USD' };

/** An amount in whole cents, to compare money summed in a different order. */
export const cents = (value: number) => Math.round(value * 100);

/** Sum of a numeric field over rows. */
export function total<T>(rows: readonly T[], field: keyof T): number {
  return rows.reduce((sum, row) => sum + Number(row[field]), 0);
}
