// Answers of the hotel supplier insights views for the pages' tests: figures that reconcile (the four
// buckets sum to the spend; coverage × availability × utilisation = on-negotiated share), 23 hotels so
// the tables page, and a hotel below the 0.1 % missed-savings rule that must not get a card.
import {
  HOTEL_AVAILABILITY,
  hotelCoverageView,
  hotelDiscountBenchmarkingView,
  hotelProgramPerformanceView,
  type AvailabilityMainRow,
  type AvailabilityRoomRow,
  type CoverageDetailRow,
  type CoverageHotelRow,
  type DiscountDetailRow,
  type HotelCoverageData,
  type HotelDiscountBenchmarkingData,
  type HotelProgramPerformanceData,
  type MissedSavingsHotelCard,
} from '@tripsight/core/views';
import { SAMPLE_DATA_PATH, type HotelInsightsSample } from '@tripsight/core/samples';

const CITIES = ['Paris', 'London', 'Berlin', 'Madrid', 'Rome'];
const CHAINS = ['Accor', 'Marriott', 'Hilton', 'IHG', 'Hyatt'];
const MONTHS = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'];

const HOTELS = Array.from({ length: 23 }, (_, i) => ({
  hotelId: `H${String(i + 1).padStart(2, '0')}`,
  hotelName: `Hotel ${String.fromCharCode(65 + i)} ${CITIES[i % 5]}`,
  city: CITIES[i % 5]!,
  chain: CHAINS[(i * 2) % 5]!,
  spend: 10_000 + i * 1_500,
  nights: 50 + i * 7,
}));

const PROGRAM: HotelProgramPerformanceData = {
  hotelProgramSavings: 182_400,
  programSavingsRate: 11.2,
  hotelsaverSavings: 24_100,
  hotelsaverSavingsRate: 1.5,
  reservationsRebooked: 310,
  discountLevel: 14.6,
  programSpend: 1_600_000,
  equivalentSpendAtMarketRates: 1_782_400,
  totalNights: 9_800,
  averageNightsPerStay: 2.5,
  adr: 163.27,
  marketAdr: 181.88,
  onNegotiatedRate: 652_800,
  negRateAvailableButNotUtilized: 129_600,
  negRateNotAvailable: 177_600,
  notCovered: 640_000,
  spendOnNegotiatedRate: 652_800,
  spendOnNegotiatedRateDiscountAppliedRate: 89,
  coverageRate: 60,
  coveredSpend: 960_000,
  coveredNights: 5_880,
  availabilityRate: 81.5,
  spendWithAvailableNegRate: 782_400,
  availableNights: 4_790,
  utilizationRate: 83.43,
  negotiatedNights: 3_990,
};

const coverageRows: CoverageHotelRow[] = HOTELS.map((h, i) => ({
  hotelId: h.hotelId,
  hotelName: h.hotelName,
  hotelMasterChain: h.chain,
  destinationCity: h.city,
  propertySpend: h.spend,
  coverageRate: (i * 13) % 100,
  equivalentTo: 0.4 + i / 10,
  percentOfSpend: h.spend / 16_000,
  nightsNotCovered: Math.round(h.nights / 3),
  spendNotCovered: Math.round(h.spend / 3),
  totalNights: h.nights,
  rooms: [
    {
      roomType: 'Standard double',
      adr: 150,
      spend: h.spend * 0.7,
      nights: Math.round(h.nights * 0.7),
      covered: true,
    },
    {
      roomType: 'Executive king',
      adr: 220,
      spend: h.spend * 0.3,
      nights: h.nights - Math.round(h.nights * 0.7),
      covered: false,
    },
  ],
}));

const detail = (name: string, i: number): CoverageDetailRow => ({
  name,
  propertyCoverage: 30 + (i % 4) * 5,
  chainwideCoverage: 15 + (i % 3) * 5,
  tmcCoverage: 5 + (i % 2) * 3,
  coverageRate: 50 + (i % 5) * 5,
  totalSpend: 10_000 + i * 1_500,
  totalNights: i === 0 ? 3 : 50 + i * 7,
});

const COVERAGE: HotelCoverageData = {
  summary: {
    percentOfHotelSpendCovered: 60,
    percentOfHotelNightsCovered: 60,
    spendCovered: 960_000,
    spendNotCovered: 640_000,
    totalSpend: 1_600_000,
    nightsCovered: 5_880,
    nightsNotCovered: 3_920,
    totalNights: 9_800,
  },
  coveredSpendByRateType: {
    corporatePropertyRate: 52,
    corporateChainwideRate: 33,
    tmcRate: 15,
    corporatePropertyRateBenchmark: 55,
    corporateChainwideRateBenchmark: 30,
    tmcRateBenchmark: 15,
  },
  byHotel: coverageRows,
  byChain: CHAINS.map((chainName, i) => ({
    chainName,
    coverageRate: 40 + i * 8,
    spendNotCovered: 90_000 - i * 9_000,
    totalSpend: 320_000,
  })),
  overTime: MONTHS.map((month, i) => ({
    month,
    nights: 58 + i,
    price: 59 + i * 1.5,
    spendCovered: 240_000,
    spend: 400_000,
    nightsCovered: 1_470,
    totalNights: 2_450,
  })),
  details: {
    byHotel: HOTELS.map((h, i) => detail(h.hotelName, i)),
    byChain: CHAINS.map((c, i) => detail(c, i)),
  },
};

const card = (i: number, patch: Partial<MissedSavingsHotelCard> = {}): MissedSavingsHotelCard => {
  const h = HOTELS[i]!;
  return {
    hotelId: h.hotelId,
    hotelName: h.hotelName,
    hotelAddress: `${i + 1} Main Street`,
    destinationCity: h.city,
    destinationCountry: 'France',
    hotelState: null,
    hotelStarRating: 4,
    missedSavings: 4_000 - i * 500,
    notAvailableNights: 40,
    hotelSpend: h.spend,
    avgDaysBeforeCheckin: 12.5,
    allNights: h.nights,
    availableSpend: h.spend * 0.7,
    notAvailableSpend: h.spend * 0.3,
    availableNights: Math.round(h.nights * 0.7),
    missedShare: ((4_000 - i * 500) / h.spend) * 100,
    reason: 'rateNotLoaded',
    missedSavingsByReason: { rateNotLoaded: 4_000 - i * 500, lraNotHonoured: 0, paidAboveContract: 0 },
    ...patch,
  };
};

const MISSED_CARDS: MissedSavingsHotelCard[] = [
  card(0),
  card(1, {
    reason: 'lraNotHonoured',
    missedSavingsByReason: { rateNotLoaded: 500, lraNotHonoured: 3_000, paidAboveContract: 0 },
  }),
  card(2, {
    reason: 'paidAboveContract',
    missedSavingsByReason: { rateNotLoaded: 0, lraNotHonoured: 0, paidAboveContract: 3_000 },
  }),
  // Below the 0.1 % rule: no card.
  card(3, { hotelName: 'Hotel Below Threshold', missedSavings: 5, missedShare: 0.05 }),
];

const ROOMS: AvailabilityRoomRow[] = [
  {
    hotelId: 'H01',
    roomBedType: 'Standard double',
    availability: 84,
    coveredNights: 120,
    coveredSpend: 18_000,
    notAvailableSpend: 2_880,
    availableADR: 150,
    notAvailableADR: 171,
  },
  {
    hotelId: 'H01',
    roomBedType: 'Executive king',
    availability: 100,
    coveredNights: 3,
    coveredSpend: 660,
    notAvailableSpend: 0,
    availableADR: 220,
    notAvailableADR: 0,
  },
];

const MAIN_TABLE: AvailabilityMainRow[] = HOTELS.map((h, i) => ({
  hotelId: h.hotelId,
  hotelName: h.hotelName,
  hotelChainName: h.chain,
  destinationCity: h.city,
  coveredSpend: h.spend * 0.6,
  coveredNights: Math.round(h.nights * 0.6),
  availability: 70 + (i % 4) * 6,
  notAvailableSpend: h.spend * 0.1,
  missedSavings: 200 + i * 40,
}));

const discountRow = (name: string, i: number, extra: Partial<DiscountDetailRow> = {}): DiscountDetailRow => ({
  name,
  nights: 40 + i * 6,
  spend: 6_000 + i * 900,
  spendOnMarketRate: (6_000 + i * 900) * 1.17,
  savings: (6_000 + i * 900) * 0.17,
  adr: 150,
  publicAdr: 176,
  discountLevel: 12 + (i % 6),
  rooms: [
    {
      roomType: 'Standard double',
      nights: 30,
      spend: 4_500,
      spendOnMarketRate: 5_300,
      savings: 800,
      adr: 150,
      publicAdr: 176,
      discountLevel: 15.1,
    },
    {
      roomType: 'Junior suite',
      nights: 3,
      spend: 900,
      spendOnMarketRate: 1_000,
      savings: 100,
      adr: 300,
      publicAdr: 333,
      discountLevel: 10,
    },
  ],
  ...extra,
});

const DISCOUNT: HotelDiscountBenchmarkingData = {
  summary: {
    savingsRealizedSpend: 110_200,
    savingsRealizedNights: 3_990,
    discountLevel: 14.6,
    averageDailyRate: 163.27,
    averageDailyMarketRate: 191.18,
    spendAtMarketRate: 762_900,
  },
  totalSpendWithDiscountUtilized: {
    spendWithDiscountUtilized: 581_000,
    totalSpend: 1_600_000,
    share: 36.31,
    nights: 3_550,
  },
  overTime: MONTHS.map((month, i) => ({ month, discountLevel: 13 + i, nights: 990, spend: 160_000 })),
  discountLevelByRateType: [
    { rateType: 'Property', discountLevel: 18.4, benchmark: 17, nights: 2_100, spend: 340_000 },
    { rateType: 'Chainwide', discountLevel: 11.9, benchmark: 12.5, nights: 1_500, spend: 250_000 },
    { rateType: 'TMC rate', discountLevel: 9.8, benchmark: 10, nights: 390, spend: 62_800 },
  ],
  details: {
    byHotel: HOTELS.map((h, i) => {
      const { name, ...figures } = discountRow(h.hotelName, i);
      return {
        hotelName: name,
        chain: h.chain,
        address: `${i + 1} Rue de la Gare`,
        country: 'France',
        stars: 4,
        ...figures,
      };
    }),
    byCity: CITIES.map((c, i) => discountRow(c, i)),
    byChain: CHAINS.map((c, i) => discountRow(c, i)),
  },
};

/** The sample-data API's `hotelInsights` module (the POC pages' source), from the same answers. */
function insightsSample(): HotelInsightsSample {
  const at = <T>(tail: string) => insightsAnswer(`${HOTEL_AVAILABILITY}${tail}`) as T;
  const rooms = at<AvailabilityRoomRow[]>('/details/collapsedTable');
  return {
    programPerformance: PROGRAM,
    coverage: COVERAGE,
    availabilitySummary: at('/summary'),
    coveredSpend: at('/totalCoveredSpend'),
    missedSavingsCards: MISSED_CARDS,
    missedSavingsTotalSpend: at('/missedSavingsByHotel/totalSpend'),
    byCityOverTime: at('/overTimeByCity/allResults'),
    topCities: at('/overTimeByCity/topHotelSpend'),
    byChainOverTime: at('/overTimeByChain/allResults'),
    topChains: at('/overTimeByChain/topHotelSpend'),
    mainTable: MAIN_TABLE,
    rooms: Object.fromEntries(
      [...MISSED_CARDS.map((card) => card.hotelId), ...MAIN_TABLE.map((row) => row.hotelId)].map((id) => [
        id,
        rooms.map((room) => ({ ...room, hotelId: id })),
      ]),
    ),
    discountBenchmarking: DISCOUNT,
  };
}

/**
 * The answer of every insights view path (the availability ones by their tail), and of the
 * sample-data API (its `hotelInsights` module), or undefined.
 */
export function insightsAnswer(path: string): unknown {
  if (path === SAMPLE_DATA_PATH) return insightsSample();
  if (path === hotelProgramPerformanceView.path) return PROGRAM;
  if (path === hotelCoverageView.path) return COVERAGE;
  if (path === hotelDiscountBenchmarkingView.path) return DISCOUNT;
  if (!path.startsWith(HOTEL_AVAILABILITY)) return undefined;
  const tail = path.slice(HOTEL_AVAILABILITY.length);
  const overTime = (key: 'destinationCity' | 'hotelMasterChainName', names: string[]) =>
    names.flatMap((name, i) =>
      MONTHS.map((checkin, m) => ({
        checkin,
        [key]: name,
        availability: 65 + i * 4 + m * 2,
        coveredNights: 300,
      })),
    );
  const answers: Record<string, unknown> = {
    '/summary': {
      availability: 81.5,
      missedSavingsRatio: 7.4,
      availableNights: 4_790,
      notAvailableNights: 1_090,
      availableSpend: 782_400,
      notAvailableSpend: 177_600,
      missedSavings: 13_140,
    },
    '/totalCoveredSpend': {
      coverage: 60,
      coveredNights: 5_880,
      coveredSpend: 960_000,
      totalSpend: 1_600_000,
      totalNights: 9_800,
    },
    '/missedSavingsByHotel/cards': MISSED_CARDS,
    '/missedSavingsByHotel/totalSpend': {
      totalSpend: 1_600_000,
      cardHotelsSpend: 34_500,
      missedSavings: 10_500,
      hotels: 3,
    },
    '/missedSavingsByHotel/table': ROOMS,
    '/overTimeByCity/allResults': overTime('destinationCity', CITIES),
    '/overTimeByCity/topHotelSpend': CITIES.map((name, i) => ({
      name,
      availability: 70 + i * 4,
      hotelSpend: 300_000 - i * 20_000,
      coveredNights: 1_200 - i * 100,
    })),
    '/overTimeByChain/allResults': overTime('hotelMasterChainName', CHAINS),
    '/overTimeByChain/topHotelSpend': CHAINS.map((name, i) => ({
      name,
      availability: 72 + i * 3,
      hotelSpend: 320_000 - i * 10_000,
      coveredNights: 1_100 - i * 90,
    })),
    '/details/mainTable': MAIN_TABLE,
    '/details/collapsedTable': ROOMS,
  };
  return answers[tail];
}
