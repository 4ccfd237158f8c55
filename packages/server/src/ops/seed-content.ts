/** Fixed content the generated operational data draws from. */
import { CONVERSATION_STATUSES, type ConversationStatus } from '@tripsight/core/ops';

/** The TMCs that get generated data, with their corporates (the first two exist in northstar and bluewave). */
export const TENANTS: Record<string, { domain: string; corporates: string[] }> = {
  northstar: {
    domain: 'northstar-travel.example',
    corporates: [
      'Globex Corporation',
      'Initech',
      'Umbrella Holdings',
      'Stark Industries',
      'Wayne Enterprises',
      'Hooli',
      'Vandelay Industries',
      'Cyberdyne Systems',
      'Tyrell Corporation',
      'Wonka Confectionery',
      'Aperture Science',
      'Massive Dynamic',
      'Pied Piper',
      'Dunder Mifflin',
      'Oscorp',
      'Nakatomi Trading',
      'Sterling Cooper',
      'Bluth Company',
      'Acme Corporation',
      'Virtucon',
      'Gekko & Co',
      'Prestige Worldwide',
      'Soylent Foods',
      'Monarch Logistics',
      'Kramerica',
    ],
  },
  bluewave: {
    domain: 'bluewave-journeys.example',
    corporates: [
      'Globex Corporation',
      'Initech',
      'Oceanic Freight',
      'Blue Sun Energy',
      'Los Pollos Logistics',
      'Duff Holdings',
      'Rekall Systems',
      'Weyland Partners',
      'Spacely Sprockets',
      'Cogswell Cogs',
      'Yoyodyne',
      'Zorg Industries',
      'Ollivander Supplies',
      'Paper Street Soap',
      'Genco Imports',
    ],
  },
  meridian: {
    domain: 'meridian-corporate.example',
    corporates: [
      'Meridian Analytics',
      'Polaris Pharma',
      'Halcyon Insurance',
      'Borealis Mining',
      'Zenith Media',
      'Atlas Engineering',
      'Orion Legal',
      'Vega Foods',
      'Lyra Telecom',
      'Sirius Capital',
    ],
  },
};

/** Main intent -> its sub-intents. STRUCTURED_BOOKING is the structured-booking intent (it has events). */
export const INTENTS: Record<string, string[]> = {
  FLIGHT_BOOKING: ['ONE_WAY', 'RETURN_TRIP', 'MULTI_CITY'],
  HOTEL_BOOKING: ['NEW_RESERVATION', 'EXTEND_STAY'],
  CHANGE_REQUEST: ['DATE_CHANGE', 'NAME_CORRECTION', 'SEAT_REQUEST'],
  CANCELLATION: ['FULL_CANCELLATION', 'PARTIAL_CANCELLATION'],
  INVOICE_REQUEST: ['INVOICE_COPY', 'VAT_RECEIPT'],
  STRUCTURED_BOOKING: ['REBOOKING_OFFER', 'PRICE_DROP_REBOOK'],
  GENERAL_INQUIRY: [],
};

/** The intent whose conversations carry conversation events (Event Information). */
export const STRUCTURED_BOOKING_INTENT = 'STRUCTURED_BOOKING';

/** The conversation statuses, from core's one list. */
export const STATUSES = CONVERSATION_STATUSES;
export type StatusLabel = ConversationStatus;

/**
 * How often each status occurs among older conversations: most requests an e-mail assistant takes
 * are completed, an agent takes over one in eight, and a few fail, expire or wait.
 */
export const STATUS_WEIGHTS: Readonly<Record<StatusLabel, number>> = {
  OUT_OF_SCOPE: 10,
  IN_PROGRESS: 4,
  PENDING_AGENT_APPROVAL: 6,
  COMPLETED: 58,
  HANDED_OFF: 12,
  EXPIRED: 4,
  FAILED: 6,
};

export const FAILURE_REASONS = [
  'PNR not found in the GDS',
  'Fare no longer available at the quoted price',
  'GDS did not answer after 3 attempts',
  'Traveller profile missing a passport number',
  'Payment card declined by the issuer',
];

export const TRAVELLERS = [
  ['Maria Lopez', 'maria.lopez'],
  ['Tom Becker', 'tom.becker'],
  ['Aisha Khan', 'aisha.khan'],
  ['Lukas Novak', 'lukas.novak'],
  ['Emma Dubois', 'emma.dubois'],
  ['Kenji Sato', 'kenji.sato'],
  ['Olivia Brown', 'olivia.brown'],
  ['Noah Fischer', 'noah.fischer'],
  ['Sofia Rossi', 'sofia.rossi'],
  ['Daniel Okafor', 'daniel.okafor'],
] as const;

export const CITIES = ['London', 'Frankfurt', 'New York', 'Singapore', 'Paris', 'Madrid', 'Dubai', 'Chicago'];

/** One attachment of every badge type: XLS (xls, xlsx), CSV, PDF, DOC (doc, docx), TXT, JSON, XML, else FILE. */
export const ATTACHMENTS: [string, number][] = [
  ['travel-policy.xls', 48_128],
  ['expense-report.xlsx', 91_402],
  ['travellers.csv', 2_310],
  ['e-ticket.pdf', 184_220],
  ['approval-letter.doc', 33_792],
  ['itinerary.docx', 27_411],
  ['notes.txt', 612],
  ['booking.json', 1_874],
  ['pnr-export.xml', 5_902],
  ['boarding-pass.pkpass', 70_113],
];

/**
 * Draft bodies that try to run script in the viewer: every one must render inert once sanitised.
 * The first drafts of every TMC use them, so they appear in the default last-7-days view.
 */
export const HOSTILE_DRAFTS = [
  '<p>Your booking is confirmed.</p><script>window.__tripsightXss = "script";</script>',
  '<p>Please review the itinerary <img src="x" onerror="window.__tripsightXss = \'onerror\'"></p>',
  '<p>Open your <a href="javascript:window.__tripsightXss=\'href\'">e-ticket</a> now.</p>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__tripsightXss = \'svg\'"><script>window.__tripsightXss = "svg-script"</script><circle r="4"></circle></svg><p>Seat map attached.</p>',
  '<div onmouseover="window.__tripsightXss = \'hover\'" style="padding:4px">Hover for the fare rules</div><iframe src="javascript:parent.__tripsightXss=\'iframe\'"></iframe>',
  '<form action="javascript:window.__tripsightXss=\'form\'"><button formaction="javascript:window.__tripsightXss=\'button\'">Confirm</button></form><math><mtext><table><mglyph><style><img src=x onerror="window.__tripsightXss=\'mxss\'">',
];

/** Why the assistant handed a conversation to an agent (HANDED_OFF). */
export const HANDOFF_REASONS = [
  'Traveller asked to speak to an agent',
  'Request outside the travel policy',
  'Traveller profile incomplete',
  'Group booking (10 or more travellers)',
  'Complex multi-city itinerary',
  'Intent not recognised with confidence',
];

/** Minutes an agent needs to handle a request of each main intent by hand, start to finish. */
export const AGENT_MINUTES_BY_INTENT: Record<string, number> = {
  FLIGHT_BOOKING: 18,
  HOTEL_BOOKING: 12,
  CHANGE_REQUEST: 14,
  CANCELLATION: 8,
  INVOICE_REQUEST: 5,
  STRUCTURED_BOOKING: 21,
  GENERAL_INQUIRY: 3,
};
