import dayjs from 'dayjs';
import { DEMO_MOCK_END_DATE } from '../savings/demo-dates.js';
import type {
  DealsPerClientRow,
  FeedbackRow,
  ProcessedDealRow,
  RebookingSuccessData,
  RebookingTableRow,
  SavingsByCountryRow,
  SavingsByPeriodRow,
  SavingsOverviewData,
  TrackedSpendData,
} from '../views/index.js';

/** Sample figures the savings pages show in demo mode instead of calling the service (docs/rules/shell.md#modes). */
export interface DemoSavingsMetrics {
  currency: 'USD';
  savingsOverview: SavingsOverviewData;
  trackedSpend: TrackedSpendData;
  savingsByCountry: SavingsByCountryRow[];
  /** One row per day of the mocked window; bucket with `bucketSavings`. */
  savingsByDay: SavingsByPeriodRow[];
  savings: DealsPerClientRow[];
  feedback: FeedbackRow[];
  rebookingSuccess: RebookingSuccessData;
  rebookingTable: RebookingTableRow[];
  allProcessedDeals: ProcessedDealRow[];
}

const clients: DealsPerClientRow[] = [
  {
    directEnterprise: 'Globex Corporation',
    allSentDeals: 412,
    acceptedDeals: 301,
    notAcceptedDeals: 111,
    acceptedSavings: 96_320.4,
    savingsNotAccepted: 31_870.15,
  },
  {
    directEnterprise: 'Initech',
    allSentDeals: 286,
    acceptedDeals: 198,
    notAcceptedDeals: 88,
    acceptedSavings: 61_245.8,
    savingsNotAccepted: 24_410.6,
  },
  {
    directEnterprise: 'Umbrella Holdings',
    allSentDeals: 174,
    acceptedDeals: 109,
    notAcceptedDeals: 65,
    acceptedSavings: 35_902.1,
    savingsNotAccepted: 19_880,
  },
  {
    directEnterprise: 'Stark Logistics',
    allSentDeals: 133,
    acceptedDeals: 97,
    notAcceptedDeals: 36,
    acceptedSavings: 28_114.35,
    savingsNotAccepted: 9_950.4,
  },
  {
    directEnterprise: 'Wayne Advisory',
    allSentDeals: 95,
    acceptedDeals: 55,
    notAcceptedDeals: 40,
    acceptedSavings: 17_406.9,
    savingsNotAccepted: 12_731.2,
  },
];

const sum = (rows: readonly DealsPerClientRow[], key: keyof Omit<DealsPerClientRow, 'directEnterprise'>) =>
  Math.round(rows.reduce((total, row) => total + row[key], 0) * 100) / 100;

const acceptedSavings = sum(clients, 'acceptedSavings');
const savingsNotAccepted = sum(clients, 'savingsNotAccepted');
const acceptedDeals = sum(clients, 'acceptedDeals');
const allSentDeals = sum(clients, 'allSentDeals');
const notAcceptedDeals = sum(clients, 'notAcceptedDeals');
const trackedSpend = 5_842_310.55;
const ratio = Math.round((acceptedDeals / allSentDeals) * 10000) / 100;

// Daily savings over the mocked window follow a weekly rhythm (fewer bookings at weekends) and add up
// to the accepted savings above.
const days = Array.from({ length: 31 }, (_, i) => dayjs(DEMO_MOCK_END_DATE).subtract(30 - i, 'day'));
const weights = days.map((d) => (d.day() === 0 || d.day() === 6 ? 0.4 : 1 + ((d.date() * 7) % 5) / 10));
const weightSum = weights.reduce((a, b) => a + b, 0);

export const DEMO_SAVINGS_METRICS: DemoSavingsMetrics = {
  currency: 'USD',
  savingsOverview: {
    acceptedSavings,
    rebookedPNRs: acceptedDeals,
    savingsNotAccepted,
    savingsNotAcceptedPNRs: notAcceptedDeals,
    potentialSavingsWithFilters: Math.round((acceptedSavings + savingsNotAccepted) * 100) / 100,
    rebookingPerformanceRatio: ratio,
    trackedSpend,
    trackedPnrs: 9_874,
    validPnrs: 9_512,
    acceptedDeals,
    allSentDeals,
    notAcceptedDeals,
    goLiveDate: '2018-11-05',
  },
  trackedSpend: { trackedSpend, trackedPnrs: 9_874, validPnrs: 9_512 },
  savingsByCountry: [
    {
      ticketingCountryCode: 'US',
      ticketingCountry: 'United States',
      acceptedSavings: 88_410.2,
      rebookedPNRs: 272,
    },
    {
      ticketingCountryCode: 'GB',
      ticketingCountry: 'United Kingdom',
      acceptedSavings: 52_300.75,
      rebookedPNRs: 171,
    },
    { ticketingCountryCode: 'DE', ticketingCountry: 'Germany', acceptedSavings: 38_990.1, rebookedPNRs: 122 },
    { ticketingCountryCode: 'FR', ticketingCountry: 'France', acceptedSavings: 25_120.5, rebookedPNRs: 84 },
    { ticketingCountryCode: 'BR', ticketingCountry: 'Brazil', acceptedSavings: 19_760, rebookedPNRs: 61 },
    { ticketingCountryCode: 'SG', ticketingCountry: 'Singapore', acceptedSavings: 14_408, rebookedPNRs: 50 },
  ],
  savingsByDay: days.map((d, i) => ({
    resultDateCreatedAt: d.format('YYYY-MM-DD'),
    acceptedSavings: Math.round(((acceptedSavings * (weights[i] ?? 0)) / weightSum) * 100) / 100,
    rebookedPNRs: Math.round((acceptedDeals * (weights[i] ?? 0)) / weightSum),
    savingsNotAccepted: Math.round(((savingsNotAccepted * (weights[i] ?? 0)) / weightSum) * 100) / 100,
  })),
  savings: clients,
  feedback: [
    {
      feedbackMeaningPlatform: 'Traveller prefers original itinerary',
      notAcceptedDeals: 131,
      savingsNotAccepted: 38_420.5,
    },
    { feedbackMeaningPlatform: 'Loyalty programme', notAcceptedDeals: 84, savingsNotAccepted: 24_310 },
    {
      feedbackMeaningPlatform: 'Schedule change not acceptable',
      notAcceptedDeals: 71,
      savingsNotAccepted: 21_905.45,
    },
    { feedbackMeaningPlatform: 'Deal expired', notAcceptedDeals: 40, savingsNotAccepted: 9_860.2 },
    { feedbackMeaningPlatform: 'No feedback', notAcceptedDeals: 14, savingsNotAccepted: 4_346.2 },
  ],
  rebookingSuccess: { rebookingPerformanceRatio: ratio, allSentDeals, acceptedDeals },
  rebookingTable: clients.map((c) => ({
    directEnterprise: c.directEnterprise,
    allSentDeals: c.allSentDeals,
    acceptedDeals: c.acceptedDeals,
    rebookingPerformanceRatio: Math.round((c.acceptedDeals / c.allSentDeals) * 10000) / 100,
    acceptedSavings: c.acceptedSavings,
  })),
  allProcessedDeals: Array.from({ length: 24 }, (_, i) => {
    const client = clients[i % clients.length]!;
    const rebooked = i % 3 !== 2;
    const potential = 180 + ((i * 137) % 900);
    return {
      recordLocator: `DEMO${(i + 10).toString(36).toUpperCase().padStart(2, '0')}`,
      directEnterprise: client.directEnterprise,
      resultDateCreatedAt: dayjs(DEMO_MOCK_END_DATE).subtract(i, 'day').format('YYYY-MM-DD'),
      ticketingCountryCode: ['US', 'GB', 'DE', 'FR', 'BR'][i % 5]!,
      dealStatus: rebooked ? 'Rebooked' : 'Not accepted',
      potentialSavings: potential,
      acceptedSavings: rebooked ? potential : 0,
      feedbackMeaningPlatform: rebooked ? null : 'Traveller prefers original itinerary',
    } satisfies ProcessedDealRow;
  }),
};
