import type { DuckDBConnection } from '@duckdb/node-api';
import { COUNTRIES, type Country } from './geography.js';
import { insertRows } from './insert.js';

/** A travel management company of the dataset. */
export interface Tmc {
  id: string;
  name: string;
  /** Short code used in branch names and PCCs. */
  code: string;
  /** Share of each Faresaver saving the TMC charges as its transaction fee (net = gross - fee). */
  transactionFeeRate: number;
  corporates: readonly string[];
}

/** Corporates that exist in more than one TMC (the tenancy tests rely on them). */
const SHARED_CORPORATES = ['Globex Corporation', 'Initech'] as const;

export const TMCS: readonly Tmc[] = [
  {
    id: 'northstar',
    name: 'Northstar Travel',
    code: 'NS',
    transactionFeeRate: 0.12,
    corporates: [
      ...SHARED_CORPORATES,
      'Acme Industries',
      'Umbrella Pharmaceuticals',
      'Stark Engineering',
      'Wayne Logistics',
      'Cyberdyne Systems',
      'Soylent Foods',
      'Hooli',
      'Vandelay Industries',
      'Wonka Confectionery',
      'Tyrell Robotics',
      'Oscorp Labs',
      'Gringotts Banking',
      'Pied Piper',
      'Dunder Mifflin Paper',
      'Massive Dynamic',
      'Nakatomi Trading',
      'Virtucon',
      'Prestige Worldwide',
      'Monarch Mining',
      'Sterling Cooper',
    ],
  },
  {
    id: 'bluewave',
    name: 'Bluewave Journeys',
    code: 'BW',
    transactionFeeRate: 0.15,
    corporates: [
      ...SHARED_CORPORATES,
      'Aperture Science',
      'Black Mesa Research',
      'Blue Sun Corporation',
      'Cogswell Cogs',
      'Spacely Sprockets',
      'Krusty Foods',
      'Duff Breweries',
      'Gekko & Co',
      'Los Pollos Hermanos',
      'Bluth Company',
      'Wolfram & Hart',
      'Weyland-Yutani',
      'InGen',
      'Momcorp',
      'Rekall',
      'Sirius Cybernetics',
      'Buy n Large',
      'Callister Energy',
      'Contoso',
      'Fabrikam',
    ],
  },
  {
    id: 'meridian',
    name: 'Meridian Corporate Travel',
    code: 'MC',
    transactionFeeRate: 0.1,
    corporates: [
      'Northwind Traders',
      'Adventure Works',
      'Tailspin Toys',
      'Wingtip Toys',
      'Litware',
      'Proseware',
      'Lucerne Publishing',
      'Margie Travel Supplies',
      'Trey Research',
      'Woodgrove Bank',
      'Alpine Ski House',
      'Coho Winery',
      'Fourth Coffee',
      'Graphic Design Institute',
      'Humongous Insurance',
      'Southridge Video',
      'Blue Yonder Airlines Cargo',
      'City Power & Light',
      'Consolidated Messenger',
      'Relecloud',
      'VanArsdel',
      'Wide World Importers',
    ],
  },
];

/** Value of one US dollar in each currency of the dataset (fixed rates keep the figures reproducible). */
const USD_RATES = { USD: 1, EUR: 0.92, GBP: 0.79, CAD: 1.36 } as const;
type DatasetCurrency = keyof typeof USD_RATES;

type GdsName = 'Sabre' | 'Amadeus' | 'Galileo' | 'Apollo' | 'Abacus';

/** The branch that serves a ticketing country, and so its default currency. */
function branchFor(tmc: Tmc, country: Country): { name: string; currency: DatasetCurrency } {
  if (country.code === 'GB') return { name: `${tmc.name} London`, currency: 'GBP' };
  if (country.code === 'CA') return { name: `${tmc.name} Toronto`, currency: 'CAD' };
  if (country.continent === 'Europe') return { name: `${tmc.name} Paris`, currency: 'EUR' };
  if (country.region === 'APAC') return { name: `${tmc.name} Singapore`, currency: 'USD' };
  return { name: `${tmc.name} New York`, currency: 'USD' };
}

/** GDSs a PCC in this region may be on (Abacus is Asia-Pacific, Apollo North American). */
function gdsChoices(country: Country): readonly GdsName[] {
  if (country.region === 'APAC') return ['Abacus', 'Amadeus', 'Sabre'];
  if (country.region === 'NORAM') return ['Sabre', 'Apollo', 'Amadeus'];
  return ['Amadeus', 'Galileo', 'Sabre'];
}

/** The countries where a TMC has PCCs: every TMC covers most countries; together all of them. */
function tmcCountries(tmcIndex: number): Country[] {
  return COUNTRIES.filter(
    (c, i) => (i + tmcIndex) % 4 !== 0 || ['US', 'GB', 'CA', 'FR', 'DE'].includes(c.code),
  );
}

/**
 * Creates `tmcs`, `branches`, `pccs` and `corporates`. Each corporate books through two to four
 * PCCs of its TMC (`corporate_pccs`); go-live dates are set by the air generator's anchor.
 */
export async function createTmcs(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE tmcs (tmc_id VARCHAR PRIMARY KEY, tmc_name VARCHAR NOT NULL,
    tmc_idx INTEGER NOT NULL, transaction_fee_rate DOUBLE NOT NULL, corporate_count INTEGER NOT NULL)`);
  await insertRows(
    connection,
    'tmcs',
    TMCS.map((t, i) => [t.id, t.name, i, t.transactionFeeRate, t.corporates.length]),
  );
  await connection.run(`CREATE TABLE currencies (currency VARCHAR PRIMARY KEY, usd_rate DOUBLE NOT NULL)`);
  await insertRows(connection, 'currencies', Object.entries(USD_RATES));

  const branches = new Map<string, [string, string, string, string]>();
  const pccs: [string, string, string, string, string, number][] = [];
  TMCS.forEach((tmc, tmcIndex) => {
    tmcCountries(tmcIndex).forEach((country, i) => {
      const branch = branchFor(tmc, country);
      branches.set(`${tmc.id}/${branch.name}`, [tmc.id, branch.name, branch.currency, country.code]);
      const count = country.airports.length > 1 ? 2 : 1;
      for (let k = 0; k < count; k += 1) {
        const choices = gdsChoices(country);
        const gds = choices[(i + k + tmcIndex) % choices.length] as string;
        const pcc = `${tmc.code}${country.code}${(k + 1).toString()}${gds.charAt(0)}`;
        pccs.push([tmc.id, pcc, gds, branch.name, country.code, pccs.length]);
      }
    });
  });
  await connection.run(`CREATE TABLE branches (tmc_id VARCHAR, branch_name VARCHAR,
    default_currency VARCHAR, first_country_code VARCHAR)`);
  await insertRows(connection, 'branches', [...branches.values()]);
  await connection.run(`CREATE TABLE pccs (tmc_id VARCHAR, pcc_name VARCHAR, gds VARCHAR,
    branch_name VARCHAR, country_code VARCHAR, pcc_idx INTEGER)`);
  await insertRows(connection, 'pccs', pccs);

  const corporates: [string, string, number, number][] = [];
  const corporatePccs: [string, number, number, string][] = [];
  TMCS.forEach((tmc, tmcIndex) => {
    const tmcPccs = pccs.filter((p) => p[0] === tmc.id);
    tmc.corporates.forEach((name, corpIndex) => {
      // Larger clients first: they book through more PCCs.
      const slots = corpIndex < 6 ? 4 : corpIndex < 14 ? 3 : 2;
      corporates.push([tmc.id, name, corpIndex, slots]);
      for (let slot = 0; slot < slots; slot += 1) {
        const pcc = tmcPccs[(corpIndex * 7 + slot * 5 + tmcIndex * 3) % tmcPccs.length];
        if (pcc) corporatePccs.push([tmc.id, corpIndex, slot, pcc[1]]);
      }
    });
  });
  await connection.run(`CREATE TABLE corporates (tmc_id VARCHAR, corporate_name VARCHAR,
    corp_idx INTEGER, pcc_slots INTEGER)`);
  await insertRows(connection, 'corporates', corporates);
  await connection.run(`CREATE TABLE corporate_pccs (tmc_id VARCHAR, corp_idx INTEGER,
    slot INTEGER, pcc_name VARCHAR)`);
  await insertRows(connection, 'corporate_pccs', corporatePccs);
}

/**
 * SQL joins that place each row of `b` (`tmc_id`, `tmc_idx`, `n`, `corp_idx`; its corporate joined as
 * `c`) at one of its corporate's PCCs, drawn with `salt`: `cp` the slot, `pc` the PCC, `br` its
 * branch and `co` its country.
 */
export function corporatePccJoins(salt: number): string {
  return `JOIN corporate_pccs cp ON cp.tmc_id = b.tmc_id AND cp.corp_idx = b.corp_idx
      AND cp.slot = floor(rnd(b.tmc_idx, b.n, ${salt}) * c.pcc_slots)::INTEGER
    JOIN pccs pc ON pc.tmc_id = cp.tmc_id AND pc.pcc_name = cp.pcc_name
    JOIN branches br ON br.tmc_id = pc.tmc_id AND br.branch_name = pc.branch_name
    JOIN countries co ON co.country_code = pc.country_code`;
}
