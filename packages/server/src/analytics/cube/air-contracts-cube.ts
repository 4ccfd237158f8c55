import { member, type CubeDefinition } from './cube-schema.js';
import type { Dialect } from '../dialect/dialect.js';

/** The carrier contracts cube's name. */
const AIR_CONTRACTS_CUBE = 'AirContractsView';

/**
 * The carrier contracts the TMC holds for its clients (dataset/air-contracts.ts): one row per
 * contract, with its promised discount, the markets (hauls) it covers and its term. A contract has
 * no GDS or point of sale: of the global filters only the client applies.
 */
export const AIR_CONTRACTS: CubeDefinition = {
  name: AIR_CONTRACTS_CUBE,
  title: 'Air carrier contracts',
  from: 'air_contracts t',
  measures: {
    countContracts: member('Contracts', 'number', 'count(*)::INTEGER'),
    countCarriers: member(
      'Carriers under contract',
      'number',
      'count(DISTINCT t.carrier_code)::INTEGER',
      'Carriers',
    ),
    countClients: member(
      'Clients with a contract',
      'number',
      'count(DISTINCT t.direct_enterprise)::INTEGER',
      'Clients',
    ),
    averagePromisedDiscountPct: member(
      'Average promised discount (%)',
      'number',
      (d: Dialect) => d.round('coalesce(avg(t.promised_discount_pct), 0)', 2),
      'Promised',
    ),
  },
  dimensions: {
    contractId: member('Contract', 'string', 't.contract_id'),
    directEnterprise: member('Client', 'string', 't.direct_enterprise'),
    agreement: member('Agreement', 'string', 't.agreement'),
    carrierName: member('Carrier', 'string', 't.carrier_name'),
    carrierCode: member('Carrier code', 'string', 't.carrier_code'),
    coveredMarkets: member(
      'Markets covered',
      'string',
      (d: Dialect) => d.joinList('t.covered_markets', "', '"),
      'Markets',
    ),
    promisedDiscountPct: member('Promised discount (%)', 'number', 't.promised_discount_pct', 'Promised'),
    validFrom: member('Valid from', 'time', 't.valid_from'),
    validTo: member('Valid to', 'time', 't.valid_to'),
  },
};
