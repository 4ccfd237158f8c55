import type { AnalyticsResponse } from '../api/analytics-client.js';
import { busTarget } from '../api/analytics-client.js';
import { requestJson } from '../api/request.js';
import type { Bus } from '../bus/bus.js';
import type { PocType, SampleModule, SamplePayloads } from './sample-payloads.js';

/*
 * The sample-data API of the POC and demo modes (docs/rules/shell.md#modes: "POC and demo modes load sample data via
 * GET with chosenModule, pocType (demo or poc), source_url and an API key header"). The reference
 * service serves it at SAMPLE_DATA_PATH; the key it accepts is its SAMPLE_DATA_KEY setting.
 */

/** Path of the sample-data API on the data service. */
export const SAMPLE_DATA_PATH = '/api/sampleData';
/** The header carrying the API key. */
export const SAMPLE_DATA_KEY_HEADER = 'X-API-Key';
/**
 * The key the reference service accepts when SAMPLE_DATA_KEY is not set: for development and the
 * reference portal only; a deployment sets its own.
 */
export const DEVELOPMENT_SAMPLE_DATA_KEY = 'tripsight-development-sample-data';

/** Where a dashboard's sample data comes from: the API key, and the sample's source (source_url). */
export interface SampleDataSettings {
  key: string | null;
  /** Names the prospect's data the sample is made from; the service's default sample when null. */
  sourceUrl: string | null;
}

const settings = new WeakMap<Bus, SampleDataSettings>();

/**
 * Sets the sample-data key and source of every POC and demo element on a dashboard (a page's
 * `sample-data-key` and `source-url` attributes take precedence).
 *
 * @example configureSampleData(bus, { key: 'my-key', sourceUrl: 'https://files.example/poc/acme.csv' });
 */
export function configureSampleData(bus: Bus, value: Partial<SampleDataSettings>): void {
  settings.set(bus, { ...sampleDataSettings(bus), ...value });
}

/** The sample-data settings of a dashboard (no key and the default source when none were set). */
export function sampleDataSettings(bus: Bus): SampleDataSettings {
  return settings.get(bus) ?? { key: null, sourceUrl: null };
}

/** One sample-data call. */
export interface SampleDataRequest<M extends SampleModule> {
  chosenModule: M;
  pocType: PocType;
  /** Overrides the dashboard's settings. */
  sourceUrl?: string | null;
  key?: string | null;
  signal?: AbortSignal;
}

/**
 * GETs a module of the sample data with the API key header (and the bus's token, when signed in).
 * A missing or wrong key fails with an ApiError of status 401.
 *
 * @example const { data } = await fetchSampleData(bus, { chosenModule: 'compliance', pocType: 'poc' });
 */
export function fetchSampleData<M extends SampleModule>(
  bus: Bus,
  request: SampleDataRequest<M>,
): Promise<AnalyticsResponse<SamplePayloads[M]>> {
  const dashboard = sampleDataSettings(bus);
  const key = request.key ?? dashboard.key;
  const target = busTarget(bus);
  return requestJson(
    {
      ...target,
      // The one request function builds the call; the key rides along as one more header.
      fetch: (input, init) =>
        globalThis.fetch(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            ...(key ? { [SAMPLE_DATA_KEY_HEADER]: key } : {}),
          },
        }),
    },
    {
      path: SAMPLE_DATA_PATH,
      query: {
        chosenModule: request.chosenModule,
        pocType: request.pocType,
        source_url: request.sourceUrl ?? dashboard.sourceUrl,
      },
      signal: request.signal,
    },
  );
}
