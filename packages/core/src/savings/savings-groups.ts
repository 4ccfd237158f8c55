/**
 * Savings groups (docs/rules/air.md#savings-groups): groups of rebooking deals a travel manager can switch on, arranged in
 * categories. The groups are static sample data.
 */

/** The statuses the cards name; any other text is shown as it is, in a neutral badge. */

/** A group's status: Active, Recommended, Potential disruption, or another text. */
export type SavingsGroupStatus = 'Active' | 'Recommended' | 'Potential disruption' | (string & {});

/** One savings-group card (docs/rules/air.md#savings-groups): id, description, groupName, percentageOfSpend, pnrs, savings, status. */
export interface SavingsGroup {
  id: string;
  description: string;
  groupName: string;
  /** Share of the tracked air spend the group covers, in percent (0–100). */
  percentageOfSpend: number;
  /** PNRs a year the group would rebook. */
  pnrs: number;
  /** Savings a year, in `SAVINGS_GROUP_CURRENCY`. */
  savings: number;
  status: SavingsGroupStatus;
}

/** A category of groups (docs/rules/air.md#savings-groups): id, category, subtitle, groups. */
export interface SavingsGroupCategory {
  id: string;
  category: string;
  subtitle: string;
  groups: SavingsGroup[];
}

/** The colour family of a status badge: each named status its own, anything else neutral. */
export type SavingsGroupTone = 'active' | 'recommended' | 'disruption' | 'other';

/**
 * The badge colour of a status: Active, Recommended and Potential disruption each have their own;
 * every other status shares the neutral one.
 *
 * @example savingsGroupTone('Potential disruption') // 'disruption'
 */
export function savingsGroupTone(status: SavingsGroupStatus): SavingsGroupTone {
  switch (status) {
    case 'Active':
      return 'active';
    case 'Recommended':
      return 'recommended';
    case 'Potential disruption':
      return 'disruption';
    default:
      return 'other';
  }
}

/** Currency of the sample's savings. */
export const SAVINGS_GROUP_CURRENCY = 'USD';

/** The sample: three categories of the rebooking rules a Faresaver programme can switch on. */
export const SAVINGS_GROUP_SAMPLE: readonly SavingsGroupCategory[] = [
  {
    id: 'timing',
    category: 'Booking window',
    subtitle: 'When lower fares are searched for after ticketing',
    groups: [
      {
        id: 'economy-short-haul-24h',
        groupName: 'Economy short-haul within 24 h',
        description:
          'Re-shop economy short-haul tickets during the first 24 hours after ticketing, when most carriers void without a fee.',
        percentageOfSpend: 18.4,
        pnrs: 4210,
        savings: 186_500,
        status: 'Active',
      },
      {
        id: 'economy-medium-haul-7d',
        groupName: 'Economy medium-haul up to 7 days out',
        description:
          'Keep watching economy medium-haul fares until 7 days before departure and rebook when the drop beats the change fee.',
        percentageOfSpend: 12.7,
        pnrs: 1865,
        savings: 142_300,
        status: 'Recommended',
      },
      {
        id: 'premium-long-haul-14d',
        groupName: 'Business and premium long-haul up to 14 days out',
        description:
          'Track business and premium economy long-haul fares until 14 days before departure; the largest single savings per PNR.',
        percentageOfSpend: 21.9,
        pnrs: 640,
        savings: 298_700,
        status: 'Recommended',
      },
    ],
  },
  {
    id: 'carriers',
    category: 'Carriers and fares',
    subtitle: 'Which lower fares a deal may offer',
    groups: [
      {
        id: 'same-carrier-drops',
        groupName: 'Same-carrier fare drops',
        description:
          'Rebook on the same flights when the carrier lowers the fare; the traveller keeps the seat, schedule and loyalty credit.',
        percentageOfSpend: 26.3,
        pnrs: 5130,
        savings: 254_900,
        status: 'Active',
      },
      {
        id: 'cross-carrier-trunk',
        groupName: 'Cross-carrier on trunk routes',
        description:
          'Offer another carrier on the busiest city pairs when it departs within 60 minutes of the booked flight.',
        percentageOfSpend: 9.6,
        pnrs: 1320,
        savings: 118_200,
        status: 'Recommended',
      },
      {
        id: 'negotiated-fare-recheck',
        groupName: 'Negotiated fare re-checks',
        description:
          'Rebook public fares onto the client’s negotiated fare once it becomes available in the booked class.',
        percentageOfSpend: 6.2,
        pnrs: 940,
        savings: 61_800,
        status: 'Recommended',
      },
    ],
  },
  {
    id: 'traveller-impact',
    category: 'Traveller impact',
    subtitle: 'Deals that change what the traveller experiences',
    groups: [
      {
        id: 'schedule-shift-2h',
        groupName: 'Schedule shifts up to 2 hours',
        description:
          'Accept a lower fare on an earlier or later flight of the same day, up to 2 hours from the booked departure.',
        percentageOfSpend: 7.8,
        pnrs: 1105,
        savings: 97_400,
        status: 'Potential disruption',
      },
      {
        id: 'added-connection',
        groupName: 'Non-stop to one connection',
        description:
          'Replace a non-stop itinerary with a one-stop itinerary when the saving is above 25 % of the fare.',
        percentageOfSpend: 4.1,
        pnrs: 520,
        savings: 83_600,
        status: 'Potential disruption',
      },
      {
        id: 'basic-economy',
        groupName: 'Basic economy fares',
        description:
          'Allow basic economy fares without seat selection or changes; under review with the travel policy team.',
        percentageOfSpend: 3.5,
        pnrs: 780,
        savings: 39_900,
        status: 'Under review',
      },
    ],
  },
];
