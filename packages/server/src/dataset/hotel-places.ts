/**
 * Where the hotel dataset's travellers stay: cities (with coordinates, a typical business-hotel rate
 * and how often corporate travellers go there) and the hotel chains with their brands.
 */

/** A city with hotels: its country (a code of geography.ts COUNTRIES), position and rate level. */
export interface HotelCity {
  city: string;
  countryCode: string;
  /** State or province, where addresses carry one. */
  state: string | null;
  latitude: number;
  longitude: number;
  /** Typical market rate (ADR) of a four-star business hotel, in USD. */
  adrUsd: number;
  /** Relative share of corporate stays (1 = a regional city, 10 = New York or London). */
  weight: number;
}

/** City, country code, state, latitude, longitude, four-star ADR in USD, weight. */
type CityRow = readonly [string, string, string | null, number, number, number, number];

const CITY_ROWS: readonly CityRow[] = [
  ['New York', 'US', 'NY', 40.7128, -74.006, 325, 10],
  ['Chicago', 'US', 'IL', 41.8781, -87.6298, 225, 6],
  ['San Francisco', 'US', 'CA', 37.7749, -122.4194, 290, 6],
  ['Los Angeles', 'US', 'CA', 34.0522, -118.2437, 240, 5],
  ['Boston', 'US', 'MA', 42.3601, -71.0589, 270, 5],
  ['Washington', 'US', 'DC', 38.9072, -77.0369, 260, 5],
  ['Dallas', 'US', 'TX', 32.7767, -96.797, 185, 4],
  ['Atlanta', 'US', 'GA', 33.749, -84.388, 180, 4],
  ['Seattle', 'US', 'WA', 47.6062, -122.3321, 230, 3],
  ['Toronto', 'CA', 'ON', 43.6532, -79.3832, 215, 5],
  ['Vancouver', 'CA', 'BC', 49.2827, -123.1207, 205, 3],
  ['Montreal', 'CA', 'QC', 45.5017, -73.5673, 185, 3],
  ['Mexico City', 'MX', null, 19.4326, -99.1332, 150, 4],
  ['Sao Paulo', 'BR', 'SP', -23.5505, -46.6333, 145, 4],
  ['Rio de Janeiro', 'BR', 'RJ', -22.9068, -43.1729, 150, 2],
  ['Buenos Aires', 'AR', null, -34.6037, -58.3816, 130, 2],
  ['Santiago', 'CL', null, -33.4489, -70.6693, 135, 2],
  ['Bogota', 'CO', null, 4.711, -74.0721, 115, 2],
  ['Lima', 'PE', null, -12.0464, -77.0428, 120, 1],
  ['London', 'GB', null, 51.5074, -0.1278, 310, 10],
  ['Manchester', 'GB', null, 53.4808, -2.2426, 160, 3],
  ['Edinburgh', 'GB', null, 55.9533, -3.1883, 185, 2],
  ['Dublin', 'IE', null, 53.3498, -6.2603, 230, 3],
  ['Paris', 'FR', null, 48.8566, 2.3522, 290, 8],
  ['Nice', 'FR', null, 43.7102, 7.262, 210, 1],
  ['Lyon', 'FR', null, 45.764, 4.8357, 160, 2],
  ['Frankfurt', 'DE', 'HE', 50.1109, 8.6821, 195, 5],
  ['Munich', 'DE', 'BY', 48.1351, 11.582, 205, 4],
  ['Berlin', 'DE', 'BE', 52.52, 13.405, 175, 4],
  ['Hamburg', 'DE', 'HH', 53.5511, 9.9937, 170, 2],
  ['Amsterdam', 'NL', null, 52.3676, 4.9041, 250, 5],
  ['Brussels', 'BE', null, 50.8503, 4.3517, 180, 3],
  ['Madrid', 'ES', null, 40.4168, -3.7038, 185, 4],
  ['Barcelona', 'ES', null, 41.3874, 2.1686, 200, 4],
  ['Milan', 'IT', null, 45.4642, 9.19, 215, 4],
  ['Rome', 'IT', null, 41.9028, 12.4964, 205, 3],
  ['Lisbon', 'PT', null, 38.7223, -9.1393, 165, 2],
  ['Zurich', 'CH', null, 47.3769, 8.5417, 285, 4],
  ['Geneva', 'CH', null, 46.2044, 6.1432, 275, 3],
  ['Vienna', 'AT', null, 48.2082, 16.3738, 170, 3],
  ['Stockholm', 'SE', null, 59.3293, 18.0686, 190, 3],
  ['Copenhagen', 'DK', null, 55.6761, 12.5683, 210, 3],
  ['Oslo', 'NO', null, 59.9139, 10.7522, 195, 2],
  ['Helsinki', 'FI', null, 60.1699, 24.9384, 165, 2],
  ['Warsaw', 'PL', null, 52.2297, 21.0122, 125, 2],
  ['Prague', 'CZ', null, 50.0755, 14.4378, 130, 2],
  ['Istanbul', 'TR', null, 41.0082, 28.9784, 150, 3],
  ['Dubai', 'AE', null, 25.2048, 55.2708, 230, 5],
  ['Abu Dhabi', 'AE', null, 24.4539, 54.3773, 190, 2],
  ['Riyadh', 'SA', null, 24.7136, 46.6753, 210, 2],
  ['Tel Aviv', 'IL', null, 32.0853, 34.7818, 260, 2],
  ['Johannesburg', 'ZA', null, -26.2041, 28.0473, 125, 2],
  ['Cape Town', 'ZA', null, -33.9249, 18.4241, 140, 2],
  ['Cairo', 'EG', null, 30.0444, 31.2357, 110, 1],
  ['Nairobi', 'KE', null, -1.2921, 36.8219, 140, 1],
  ['Lagos', 'NG', null, 6.5244, 3.3792, 170, 1],
  ['Mumbai', 'IN', 'MH', 19.076, 72.8777, 140, 4],
  ['Delhi', 'IN', 'DL', 28.6139, 77.209, 125, 3],
  ['Bengaluru', 'IN', 'KA', 12.9716, 77.5946, 120, 3],
  ['Singapore', 'SG', null, 1.3521, 103.8198, 245, 6],
  ['Tokyo', 'JP', null, 35.6762, 139.6503, 235, 5],
  ['Osaka', 'JP', null, 34.6937, 135.5023, 175, 2],
  ['Shanghai', 'CN', null, 31.2304, 121.4737, 170, 4],
  ['Beijing', 'CN', null, 39.9042, 116.4074, 160, 3],
  ['Hong Kong', 'HK', null, 22.3193, 114.1694, 240, 5],
  ['Seoul', 'KR', null, 37.5665, 126.978, 185, 3],
  ['Sydney', 'AU', 'NSW', -33.8688, 151.2093, 230, 5],
  ['Melbourne', 'AU', 'VIC', -37.8136, 144.9631, 200, 3],
  ['Brisbane', 'AU', 'QLD', -27.4698, 153.0251, 175, 2],
  ['Auckland', 'NZ', null, -36.8485, 174.7633, 165, 2],
];

export const HOTEL_CITIES: readonly HotelCity[] = CITY_ROWS.map(
  ([city, countryCode, state, latitude, longitude, adrUsd, weight]) => ({
    city,
    countryCode,
    state,
    latitude,
    longitude,
    adrUsd,
    weight,
  }),
);

/** A hotel chain (`hotelMasterChain`) and its brands, each with its star rating and rate level. */
export interface HotelChain {
  name: string;
  /** Brand name, stars, and its rate relative to the city's four-star rate. */
  brands: readonly (readonly [brand: string, stars: number, rateFactor: number])[];
  /** Relative size of the chain's corporate business. */
  weight: number;
}

export const HOTEL_CHAINS: readonly HotelChain[] = [
  {
    name: 'Marriott International',
    weight: 10,
    brands: [
      ['Marriott', 4, 1.05],
      ['Courtyard', 3, 0.78],
      ['Sheraton', 4, 1],
      ['Westin', 4, 1.12],
      ['Residence Inn', 3, 0.85],
      ['JW Marriott', 5, 1.45],
    ],
  },
  {
    name: 'Hilton Worldwide',
    weight: 9,
    brands: [
      ['Hilton', 4, 1.05],
      ['Hampton by Hilton', 3, 0.72],
      ['DoubleTree by Hilton', 4, 0.92],
      ['Hilton Garden Inn', 3, 0.8],
      ['Conrad', 5, 1.5],
    ],
  },
  {
    name: 'IHG Hotels & Resorts',
    weight: 7,
    brands: [
      ['InterContinental', 5, 1.35],
      ['Crowne Plaza', 4, 0.95],
      ['Holiday Inn', 3, 0.75],
      ['Holiday Inn Express', 2, 0.62],
      ['Kimpton', 4, 1.15],
    ],
  },
  {
    name: 'Accor',
    weight: 7,
    brands: [
      ['Novotel', 4, 0.88],
      ['ibis', 2, 0.55],
      ['Pullman', 4, 1.02],
      ['Sofitel', 5, 1.38],
      ['Mercure', 3, 0.75],
      ['Swissotel', 5, 1.3],
    ],
  },
  {
    name: 'Hyatt Hotels',
    weight: 5,
    brands: [
      ['Hyatt Regency', 4, 1.08],
      ['Grand Hyatt', 5, 1.35],
      ['Hyatt Place', 3, 0.8],
      ['Park Hyatt', 5, 1.7],
    ],
  },
  {
    name: 'Wyndham Hotels & Resorts',
    weight: 3,
    brands: [
      ['Wyndham', 4, 0.85],
      ['Ramada', 3, 0.68],
      ['Days Inn', 2, 0.5],
    ],
  },
  {
    name: 'Radisson Hotel Group',
    weight: 3,
    brands: [
      ['Radisson Blu', 4, 0.95],
      ['Park Inn by Radisson', 3, 0.7],
    ],
  },
  {
    name: 'Best Western Hotels',
    weight: 2,
    brands: [
      ['Best Western Plus', 3, 0.7],
      ['Best Western Premier', 4, 0.85],
    ],
  },
  {
    name: 'Choice Hotels',
    weight: 2,
    brands: [
      ['Comfort Inn', 2, 0.58],
      ['Quality Inn', 2, 0.55],
      ['Cambria', 3, 0.82],
    ],
  },
  {
    name: 'Independent',
    weight: 4,
    brands: [
      ['The Residence', 4, 1.0],
      ['Grand Hotel', 5, 1.25],
      ['City Hotel', 3, 0.72],
    ],
  },
];

/** Parts of a hotel's name after brand and city ('Marriott London Canary Wharf'). */
export const HOTEL_AREAS = [
  'City Centre',
  'Airport',
  'Downtown',
  'Financial District',
  'Central Station',
  'Riverside',
  'Old Town',
  'Convention Center',
  'Business Park',
  'Waterfront',
] as const;

/** Streets of the hotels' addresses. */
export const HOTEL_STREETS = [
  'Station Road',
  'Market Street',
  'Park Avenue',
  'Harbour Drive',
  'King Street',
  'Victoria Road',
  'Main Street',
  'Church Lane',
  'Bridge Street',
  'Riverside Walk',
  'Commerce Boulevard',
  'Airport Road',
] as const;

/** Room types of the reservations, as often as corporate travellers book them. */
export const ROOM_TYPES = [
  ['Standard King', 1, 35],
  ['Standard Queen', 1, 20],
  ['Standard Double', 1, 14],
  ['Standard Twin', 1, 9],
  ['Executive King', 1.28, 14],
  ['Junior Suite', 1.65, 8],
] as const;
