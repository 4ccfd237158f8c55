import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hotelSampleFor } from '@tripsight/core/hotel';
import {
  POC_TYPES,
  SAMPLE_DATA_KEY_HEADER,
  SAMPLE_DATA_PATH,
  SAMPLE_MODULES,
  type PocType,
  type SampleModule,
  type SamplePayloads,
} from '@tripsight/core/policy';
import type { AppContext } from '../app-context.js';
import { HttpError } from '../errors.js';
import { advancedPurchaseSample, complianceSample, negotiatedFaresSample } from './sample-modules.js';
import { hotelInsightsSample } from './hotel-insights-sample.js';
import { sampleProfile, sampleTrips } from './sample-trips.js';

/** The sample a call names no source for. */
const DEFAULT_SOURCE_URL = 'sample://tripsight/contoso-pharma.csv';
/** Samples kept in memory (each is computed from its trips once). */
const CACHED_SAMPLES = 24;

interface SampleQuery {
  chosenModule: SampleModule;
  pocType: PocType;
  source_url?: string;
}

/** Whether the request carries the configured key (compared in constant time). */
function hasKey(request: FastifyRequest, key: string): boolean {
  const sent = request.headers[SAMPLE_DATA_KEY_HEADER.toLowerCase()];
  if (typeof sent !== 'string' || sent === '') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

const BUILDERS: {
  [M in Exclude<SampleModule, 'hotelInsights'>]: (
    trips: ReturnType<typeof sampleTrips>,
    endDate: string,
    pocType: PocType,
  ) => SamplePayloads[M];
} = {
  compliance: complianceSample,
  advancedPurchase: (trips) => advancedPurchaseSample(trips),
  negotiatedFares: (trips) => negotiatedFaresSample(trips),
  // The hotel sample's months end with the sample's window (the demo's July 2019, a POC's yesterday).
  hotelSavings: (_trips, endDate, pocType) => hotelSampleFor(pocType, endDate),
};

/**
 * The sample-data API of the POC and demo modes (docs/rules/shell.md#modes): `GET /api/sampleData?chosenModule=
 * compliance|advancedPurchase|negotiatedFares|hotelSavings|hotelInsights&pocType=demo|poc&source_url=…` with the key in the
 * `X-API-Key` header (401 without it or with another; the key is SAMPLE_DATA_KEY). Answers like an
 * analytics view, `{ data, annotation, currencyFields }`, in USD.
 *
 * The service has no outside network, so it does not download `source_url`: the URL seeds a sample
 * made by the dataset's own rules (booking window, fares, policies), and names its prospect after
 * the file ('…/acme-travel.csv' gives Acme Travel). The demo sample is the demo company in its
 * mocked 2019 window; a POC sample covers the last year up to yesterday.
 */
export async function registerSampleData(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const key = ctx.config.sampleDataKey;
  const cache = new Map<string, unknown>();
  app.get<{ Querystring: SampleQuery }>(
    SAMPLE_DATA_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            chosenModule: { type: 'string', enum: SAMPLE_MODULES },
            pocType: { type: 'string', enum: POC_TYPES },
            source_url: {
              type: 'string',
              maxLength: 2000,
              pattern: '^(https?|sample)://[^\\s]+$',
              description: 'must be an http(s):// or sample:// URL',
            },
          },
          required: ['chosenModule', 'pocType'],
          additionalProperties: false,
        },
      },
      // The key is checked before anything is parsed, as the token is on the other API routes.
      onRequest: async (request) => {
        if (!hasKey(request, key)) {
          throw new HttpError(
            401,
            'INVALID_API_KEY',
            `A valid ${SAMPLE_DATA_KEY_HEADER} header is required for the sample data`,
          );
        }
      },
    },
    async (request) => {
      const { chosenModule, pocType } = request.query;
      const sourceUrl = request.query.source_url ?? DEFAULT_SOURCE_URL;
      const profile = sampleProfile(pocType, sourceUrl);
      const cacheKey = `${chosenModule}|${pocType}|${profile.endDate}|${sourceUrl}`;
      let data = cache.get(cacheKey);
      if (data === undefined) {
        data =
          chosenModule === 'hotelInsights'
            ? await hotelInsightsSample(ctx.config.dataDir, pocType, profile, ctx.config.datasetSeed)
            : BUILDERS[chosenModule](sampleTrips(pocType, sourceUrl), profile.endDate, pocType);
        cache.set(cacheKey, data);
        if (cache.size > CACHED_SAMPLES) cache.delete(cache.keys().next().value as string);
      }
      return {
        data,
        annotation: {
          chosenModule,
          pocType,
          sourceUrl,
          prospect: profile.prospect,
          startDate: profile.startDate,
          endDate: profile.endDate,
          currency: 'USD',
        },
        currencyFields: [],
      };
    },
  );
}
