import { benchmarks, OPPORTUNITY, program, ranked, table } from './air-report-parts.js';
import { exportableReport, reportPage, type ReportValueFormat } from './report-definition.js';

/** The fewest peer clients a percentile band is shown for (k-anonymity, applied by the service). */
export const BENCHMARK_MIN_PEERS = 5;

const BAND_MEASURES = [
  benchmarks('clientValue'),
  benchmarks('peerP25'),
  benchmarks('peerMedian'),
  benchmarks('peerP75'),
  benchmarks('clientPercentile'),
  benchmarks('peers'),
];
const BAND_FORMATS: Record<string, ReportValueFormat> = {
  [benchmarks('clientValue')]: 'number',
  [benchmarks('peerP25')]: 'number',
  [benchmarks('peerMedian')]: 'number',
  [benchmarks('peerP75')]: 'number',
  [benchmarks('clientPercentile')]: 'number',
  [benchmarks('peers')]: 'count',
};
const ALL_CARRIERS = 'All carriers';
const K_ANONYMITY_NOTE =
  `Bands compare each client with the other clients of its travel management company over the last 12 months. ` +
  `A band is shown only where at least ${BENCHMARK_MIN_PEERS} peer clients exist; with fewer, the service withholds ` +
  'it (k-anonymity), so no peer can be recognised.';

const opportunity = program('contractOpportunity{currency}');
const spend = program('spend{currency}');

/** Contract optimization benchmarks: a client's contract results against its peers' percentile bands. */
export const CONTRACT_OPTIMIZATION_BENCHMARKS = exportableReport(
  'ContractOptimizationBenchmarks',
  'Contract optimization benchmarks',
  'How each client’s contract coverage, discounts and buying compare with the other clients of its TMC.',
  [
    reportPage(
      'client-benchmarks',
      'Client benchmarks',
      [
        table(
          'client-benchmarks',
          'Client against peers (25th, 50th and 75th percentiles)',
          {
            measures: BAND_MEASURES,
            dimensions: [benchmarks('directEnterprise'), benchmarks('metric')],
            filters: [{ member: benchmarks('benchmarkScope'), operator: 'equals', values: [ALL_CARRIERS] }],
            order: [
              [benchmarks('directEnterprise'), 'asc'],
              [benchmarks('metric'), 'asc'],
            ],
            limit: 1000,
          },
          { formats: BAND_FORMATS },
        ),
      ],
      K_ANONYMITY_NOTE,
    ),
    reportPage(
      'carrier-benchmarks',
      'Carrier benchmarks',
      [
        table(
          'carrier-benchmarks',
          'Realised discount per contracted carrier against peers holding the same carrier',
          {
            measures: BAND_MEASURES,
            dimensions: [benchmarks('directEnterprise'), benchmarks('benchmarkScope'), benchmarks('metric')],
            filters: [
              { member: benchmarks('benchmarkScope'), operator: 'notEquals', values: [ALL_CARRIERS] },
            ],
            order: [
              [benchmarks('directEnterprise'), 'asc'],
              [benchmarks('benchmarkScope'), 'asc'],
              [benchmarks('metric'), 'asc'],
            ],
            limit: 2000,
          },
          { formats: BAND_FORMATS },
        ),
      ],
      K_ANONYMITY_NOTE,
    ),
    reportPage('optimization', 'Optimization', [
      ranked(
        'carrier-opportunity',
        'Contract opportunity by carrier flown',
        'horizontalBar',
        'half',
        [opportunity, program('carrierName')],
        'money',
        { filters: [OPPORTUNITY], limit: 10 },
      ),
      ranked(
        'haul-opportunity',
        'Contract opportunity by haul',
        'bar',
        'half',
        [opportunity, program('haulType')],
        'money',
        { filters: [OPPORTUNITY] },
      ),
      table(
        'client-opportunity',
        'Opportunity and spend outside contracts by client',
        {
          measures: [spend, opportunity],
          dimensions: [program('directEnterprise')],
          filters: [OPPORTUNITY],
          order: { [opportunity]: 'desc' },
          limit: 200,
        },
        { formats: { [spend]: 'money', [opportunity]: 'money' } },
      ),
    ]),
  ],
);
