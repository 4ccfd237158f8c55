import { BENCHMARK_MIN_PEERS } from '@tripsight/core/reports';
import type { Dialect } from '../dialect/dialect.js';
import { DUCKDB_DIALECT } from '../dialect/duckdb-dialect.js';
import { member, type CubeDefinition } from './cube-schema.js';

/** The contract benchmarks cube's name. */
const AIR_BENCHMARKS_CUBE = 'AirContractBenchmarksView';

/** The benchmarked metrics, each with its SQL over PNRs `b` with their programme facts. */
const REALISED = (d: Dialect) =>
  d.round(
    `100 * sum(b.price_usd * b.realised_factor) / nullif(sum(b.price_usd * (1 + b.realised_factor)) FILTER (WHERE b.is_under_contract), 0)`,
    2,
  );
const REALISED_OF_PROMISED = (d: Dialect) =>
  d.round(`100 * sum(b.price_usd * b.realised_factor) / nullif(sum(b.price_usd * b.promised_factor), 0)`, 2);
const CLIENT_METRICS: readonly (readonly [name: string, sql: (d: Dialect) => string])[] = [
  [
    'Share of spend under contract (%)',
    (d) =>
      d.round('100 * sum(b.price_usd) FILTER (WHERE b.is_under_contract) / nullif(sum(b.price_usd), 0)', 2),
  ],
  ['Realised discount (%)', REALISED],
  ['Discount realised of the promised (%)', REALISED_OF_PROMISED],
  [
    'Lowest fare accepted (%)',
    (d) => d.round('100.0 * count(*) FILTER (WHERE b.took_lowest_fare) / count(*)', 2),
  ],
  [
    'Booked 14 days or more ahead (%)',
    (d) => d.round('100.0 * count(*) FILTER (WHERE b.days_before_departure >= 14) / count(*)', 2),
  ],
];
/** Per contracted carrier, the discount metrics only (with the others left NULL). */
const CARRIER_METRICS: Readonly<Record<string, (d: Dialect) => string>> = {
  'Realised discount (%)': (d) =>
    d.round(
      '100 * sum(b.price_usd * b.realised_factor) / nullif(sum(b.price_usd * (1 + b.realised_factor)), 0)',
      2,
    ),
  'Discount realised of the promised (%)': REALISED_OF_PROMISED,
};

/**
 * Each client's value of each metric, over every carrier ('All carriers') and per contracted
 * carrier, beside the percentile bands of the same metric among the TMC's other clients. A band
 * (and the client's rank) is computed here only from at least BENCHMARK_MIN_PEERS peers, so no
 * answer of the query API ever carries a band of a smaller group. One row per client, scope and
 * metric with a value (a metric without one has no row).
 */
const benchmarkRows = (d: Dialect) => `(
  WITH b AS (
    SELECT p.tmc_id, p.direct_enterprise, p.carrier_name, p.price_usd, p.days_before_departure, c.*
    FROM air_pnrs p JOIN air_program_pnrs c ON c.tmc_id = p.tmc_id AND c.pnr_idx = p.pnr_idx
    WHERE p.result_date > (SELECT max(result_date) FROM air_pnrs) - 365
  ), wide AS (
    SELECT b.tmc_id, b.direct_enterprise, 'All carriers' AS scope,
      ${CLIENT_METRICS.map(([name, sql]) => `${sql(d)} AS "${name}"`).join(',\n      ')}
    FROM b GROUP BY ALL
    UNION ALL
    SELECT b.tmc_id, b.direct_enterprise, b.carrier_name AS scope,
      ${CLIENT_METRICS.map(([name]) => `${CARRIER_METRICS[name]?.(d) ?? 'NULL'} AS "${name}"`).join(',\n      ')}
    FROM b WHERE b.is_under_contract GROUP BY ALL
  ), metrics AS (
    ${CLIENT_METRICS.map(
      ([name]) =>
        `SELECT tmc_id, direct_enterprise, scope, '${name}' AS metric, "${name}" AS value FROM wide WHERE "${name}" IS NOT NULL`,
    ).join('\n    UNION ALL ')}
  )
  SELECT m.tmc_id, m.direct_enterprise, m.scope, m.metric, m.value, count(p.value)::INTEGER AS peers,
    ${[
      ['p25', 0.25],
      ['p50', 0.5],
      ['p75', 0.75],
    ]
      .map(
        ([name, q]) =>
          `CASE WHEN count(p.value) >= ${BENCHMARK_MIN_PEERS} THEN ${d.round(d.quantile('p.value', q as number), 2)} END AS ${name}`,
      )
      .join(', ')},
    CASE WHEN count(p.value) >= ${BENCHMARK_MIN_PEERS}
      THEN ${d.round('100.0 * count(*) FILTER (WHERE p.value < m.value) / count(p.value)', 0)} END AS rank_pct
  FROM metrics m
  LEFT JOIN metrics p ON p.tmc_id = m.tmc_id AND p.scope = m.scope AND p.metric = m.metric
    AND p.direct_enterprise <> m.direct_enterprise
  GROUP BY ALL
) t`;

/** A band of one client row: the rows are one per client, scope and metric, so `max` reads the row's value. */
const band = (title: string, column: string, shortTitle: string) =>
  member(title, 'number', `max(t.${column})`, shortTitle);

/**
 * Contract optimisation benchmarks: a client against its TMC's other clients, as percentile bands,
 * over the last 12 months of data (not the report's date range: a band is a year's picture). Only
 * the client filter applies. Bands under BENCHMARK_MIN_PEERS peers are NULL in the SQL itself.
 */
export const AIR_BENCHMARKS: CubeDefinition = {
  name: AIR_BENCHMARKS_CUBE,
  title: 'Air contract benchmarks',
  from: benchmarkRows(DUCKDB_DIALECT),
  fromIn: benchmarkRows,
  measures: {
    clientValue: band('Client value', 'value', 'Client'),
    peerP25: band('Peers, 25th percentile', 'p25', 'P25'),
    peerMedian: band('Peers, median', 'p50', 'Median'),
    peerP75: band('Peers, 75th percentile', 'p75', 'P75'),
    peers: member('Peer clients', 'number', 'max(t.peers)::INTEGER', 'Peers'),
    clientPercentile: band('Client percentile among peers', 'rank_pct', 'Percentile'),
    countClients: member('Clients', 'number', 'count(DISTINCT t.direct_enterprise)::INTEGER'),
  },
  dimensions: {
    directEnterprise: member('Client', 'string', 't.direct_enterprise'),
    benchmarkScope: member('Carriers', 'string', 't.scope'),
    metric: member('Metric', 'string', 't.metric'),
  },
};
