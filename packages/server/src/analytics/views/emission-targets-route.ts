import type { FastifyInstance } from 'fastify';
import {
  TARGET_CLIENT_MAX,
  methodStamp,
  monthsOf,
  monthShare,
  targetLine,
  targetProblem,
} from '@tripsight/core/emissions';
import {
  ANALYTICS_PARAMS,
  EMISSION_TARGETS_PATH,
  EMISSIONS_PARAMS,
  airEmissionsTargetLineView,
  param,
  type EmissionTarget,
} from '@tripsight/core/views';
import type { AppContext } from '../../app-context.js';
import { badRequest, HttpError } from '../../errors.js';
import type { OpsDb } from '../../ops/db.js';
import { listTargets, setTarget } from '../../ops/emission-target-store.js';
import { checkFilterValue } from '../../security/input-rules.js';
import { tmcGuard } from '../../security/tenant-guard.js';
import { querystringSchema } from '../../validation.js';
import { PRODUCTS } from '../sql/products.js';
import { resolveScope } from '../sql/scope.js';
import { SqlParams } from '../sql/sql-params.js';
import type { Warehouse } from '../warehouse/warehouse.js';
import { AIR_EMISSION_SUMMARIES } from '../../dataset/emission-summaries.js';
import { emissionSummary } from './emission-sources.js';
import { co2eSql, kg, methodOf } from './emissions-sql.js';
import { parseAnalyticsQuery, type RawAnalyticsQuery } from './query-params.js';

/** The tabs that show and set the targets: the emissions overview's. */
const TARGET_TABS = ['EmissionsOverview'];

const TARGET_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['client', 'targetYear', 'baselineYear', 'reductionPercent'],
  properties: {
    client: { type: 'string', maxLength: TARGET_CLIENT_MAX },
    targetYear: { type: 'integer' },
    baselineYear: { type: 'integer' },
    reductionPercent: { type: 'number' },
  },
} as const;

/** True when the TMC's PNRs name `client` (the Client filter's values): another's is not found. */
async function clientOfTmc(warehouse: Warehouse, tmc: string, client: string): Promise<boolean> {
  const params = new SqlParams(warehouse.dialect);
  const rows = await warehouse.all(
    `SELECT 1 AS found FROM ${PRODUCTS.air.dimensionTable}
     WHERE tmc_id = ${params.add(tmc)} AND direct_enterprise = ${params.add(client)} LIMIT 1`,
    params.values,
  );
  return rows.length > 0;
}

/**
 * Why `year` cannot be `client`'s baseline, or null: the TMC's data must cover the whole year (a
 * month before the data began would set that month's target at 0 kg) and the client must have
 * flown in it.
 */
async function baselineProblem(
  warehouse: Warehouse,
  tmc: string,
  client: string,
  year: number,
): Promise<string | null> {
  const params = new SqlParams(warehouse.dialect);
  const [first, last] = [params.date(`${year}-01-01`), params.date(`${year}-12-31`)];
  const day = (column: string) => warehouse.dialect.day(column);
  const rows = await warehouse.all<{ first: string | null; last: string | null; flights: number }>(
    `SELECT ${day('min(s.result_date)')} AS first, ${day('max(s.result_date)')} AS last,
       count(*) FILTER (WHERE d.direct_enterprise = ${params.add(client)}
         AND s.result_date BETWEEN ${first} AND ${last})::INTEGER AS flights
     FROM ${AIR_EMISSION_SUMMARIES.cabins}_daily s
     JOIN ${PRODUCTS.air.dimensionTable} d ON d.dim_id = s.dim_id
     WHERE s.tmc_id = ${params.add(tmc)}`,
    params.values,
  );
  const found = rows[0];
  if (!found?.first || !found.last) return 'has no flights to measure against';
  if (found.first > `${year}-01-01` || found.last < `${year}-12-31`)
    return `must be a whole year of the data, which runs from ${found.first} to ${found.last}`;
  if (found.flights === 0) return `${client} has no flights in ${year} to measure against`;
  return null;
}

/**
 * Registers the clients' emission reduction targets, on the operations store:
 * - `PUT /api/emissions/targets` `{ client, targetYear, baselineYear, reductionPercent }`: sets the
 *   target of a client of the caller's TMC for its year (201 when new, 200 when replaced), in one
 *   transaction; bad input is a 400 naming the field (a baseline year the data does not cover whole,
 *   or without the client's flights, too), a client the TMC's PNRs never name a 404;
 * - `GET /api/emissions/targets` (`?client=`): the TMC's targets;
 * - `GET /api/views/air/emissions/targetLine` (the views' dates and filters, `method`): per month of
 *   the range, the target of the clients chosen in the Client filter — the same month of each one's
 *   baseline year under the method (with the other filters), less its reduction, for the part of the
 *   month the range covers — or null where a
 *   chosen client has no target for the year. Read on every call: a target set shows at once.
 * Callers need the emissions overview tab; writes spend the operations budget.
 */
export function registerEmissionTargets(
  app: FastifyInstance,
  ctx: AppContext,
  warehouse: Warehouse,
  db: OpsDb,
): void {
  const reader = tmcGuard(ctx, { tabs: TARGET_TABS, budget: 'analytics' });
  const writer = tmcGuard(ctx, { tabs: TARGET_TABS, budget: 'operations' });

  app.put<{ Body: EmissionTarget }>(
    EMISSION_TARGETS_PATH,
    {
      onRequest: writer.onRequest,
      schema: { querystring: { type: 'object', properties: {} }, body: TARGET_BODY },
    },
    async (request, reply) => {
      const { principal, tmc } = writer.caller(request);
      // Checked before trimming, which would drop a leading byte-order mark unseen.
      const client = checkFilterValue('client', request.body.client).normalize('NFC').trim();
      const target = { ...request.body, client };
      const problem = targetProblem(target);
      if (problem) throw badRequest(...problem);
      if (!(await clientOfTmc(warehouse, tmc, target.client))) {
        throw new HttpError(404, 'NOT_FOUND', `Client ${target.client} not found`, { field: 'client' });
      }
      const baseline = await baselineProblem(warehouse, tmc, target.client, target.baselineYear);
      if (baseline) throw badRequest('baselineYear', baseline);
      const stored = await setTarget(db, tmc, target, principal.email ?? principal.subject);
      return reply.status(stored.created ? 201 : 200).send(stored.target);
    },
  );

  app.get<{ Querystring: { client?: string } }>(
    EMISSION_TARGETS_PATH,
    {
      onRequest: reader.onRequest,
      schema: {
        querystring: {
          ...querystringSchema({ client: param.string(TARGET_CLIENT_MAX) }),
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { tmc } = reader.caller(request);
      const client =
        request.query.client === undefined ? undefined : checkFilterValue('client', request.query.client);
      return { data: await listTargets(db, tmc, client === undefined ? undefined : [client]) };
    },
  );

  app.get<{ Querystring: RawAnalyticsQuery & { method?: string } }>(
    airEmissionsTargetLineView.path,
    {
      onRequest: reader.onRequest,
      schema: {
        querystring: {
          ...querystringSchema({ ...ANALYTICS_PARAMS, ...EMISSIONS_PARAMS }),
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const { tmc } = reader.caller(request);
      const method = methodOf(request.query.method);
      const query = parseAnalyticsQuery(request.query);
      const clients = [...new Set(query.filters.corporate)];
      const targets = clients.length > 0 ? await listTargets(db, tmc, clients) : [];
      const months = monthsOf(query.startDate, query.endDate);
      const years = new Set(months.map((month) => Number(month.slice(0, 4))));
      const baselineYears = [
        ...new Set(targets.filter((t) => years.has(t.targetYear)).map((t) => t.baselineYear)),
      ];
      const baseline = new Map<string, number>();
      if (baselineYears.length > 0) {
        const scope = await resolveScope(warehouse, PRODUCTS.air, tmc, query);
        const { params, from } = emissionSummary(
          scope,
          {
            ...query,
            startDate: `${Math.min(...baselineYears)}-01-01`,
            endDate: `${Math.max(...baselineYears)}-12-31`,
          },
          AIR_EMISSION_SUMMARIES.cabins,
        );
        const month = scope.dialect.day(scope.dialect.truncate("'month'", 's.result_date'));
        const rows = await warehouse.all<{ client: string; month: string; co2eKg: number }>(
          `SELECT d.direct_enterprise AS client, ${month} AS month,
             ${kg(scope.dialect.round.bind(scope.dialect), `sum(${co2eSql(method)})`)} AS "co2eKg"
           FROM ${from} s JOIN ${scope.product.dimensionTable} d ON d.dim_id = s.dim_id GROUP BY 1, 2`,
          params.values,
        );
        for (const row of rows)
          baseline.set(`${row.client}\u0000${String(row.month).slice(0, 10)}`, Number(row.co2eKg));
      }
      const data = targetLine(
        months,
        clients,
        targets,
        (client, day) => baseline.get(`${client}\u0000${day}`) ?? 0,
        // A month the range covers in part gets that part of its target, like its CO2e.
        (month) => monthShare(month, query.startDate, query.endDate),
      );
      return {
        data,
        annotation: {
          method: methodStamp(method),
          startDate: query.startDate,
          endDate: query.endDate,
          clients,
        },
      };
    },
  );
}
