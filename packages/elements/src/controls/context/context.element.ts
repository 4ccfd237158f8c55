import {
  Bus,
  type AccessTokenProvider,
  type BusEventName,
  type Currency,
  type FilterSelection,
} from '@tripsight/core/bus';
import { initAnalyticsUser } from '@tripsight/core/analytics-events';
import { provideBus } from '@tripsight/core/context';
import {
  configureErrorReporting,
  errorEnvironment,
  errorReportEndpoint,
  reportError,
  type ErrorDetail,
} from '@tripsight/core/errors';
import { type HostTexts, parseHostTexts } from '@tripsight/core/format';
import { canDefineElements, HTMLElementBase } from '../../internal/ssr.js';
import { liveRegion, setAnnouncerRegion, type Say } from '../../internal/announcer-region.js';

const FORWARDED_EVENTS: readonly BusEventName[] = [
  'tripsight-change',
  'tripsight-error',
  'tripsight-analytics',
  'tripsight-download',
  'tripsight-navigate',
];

const OBSERVED = [
  'api-base',
  'locale',
  'currency',
  'start-date',
  'end-date',
  'product',
  'filters',
  'messages',
  'environment',
  'error-report-url',
] as const;

/**
 * @summary Provides one dashboard's shared state (auth, filters, dates, currency) to the elements inside it.
 *
 * @attr {string} api-base - Base URL of the data service; empty for the same origin.
 * @attr {string} locale - BCP 47 locale of numbers, money and dates, e.g. de-DE (default en-US).
 * @attr {string} currency - USD, GBP or EUR; anything else means the branch default.
 * @attr {string} start-date - YYYY-MM-DD start of the date range of `product`.
 * @attr {string} end-date - YYYY-MM-DD end of the date range of `product`.
 * @attr {'air' | 'hotel' | 'hotelInsights' | 'hpaPremium'} product - The product type the dates apply to (air, hotel, hotelInsights, hpaPremium; default air).
 * @attr {string} filters - JSON object of filter lists, e.g. {"corporate":["Acme"]}.
 * @attr {string} messages - JSON object of the host's wording for the spec's English texts, keyed by
 *   the English text, e.g. {"Total savings":"Gesamteinsparungen"}; texts it leaves out stay English.
 * @attr {'production' | 'staging' | 'development'} environment - Where the dashboard runs: sets the share of
 *   sessions whose errors are reported (production 20 %, staging and development every session).
 * @attr {string} error-report-url - Where error reports are POSTed (with the user's token), e.g.
 *   /api/errorReports; without it (and without `configureErrorReporting`) nothing is sent.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour theme of the elements inside (default light; auto follows the
 *   system's prefers-color-scheme). An element's own `theme` attribute wins over it.
 *
 * @prop accessTokenProvider - `() => Promise<string>` for hosts that already hold a token.
 * @prop bus - The Bus (read it to script the dashboard; assign one to share it with another provider).
 * @prop messages - The `messages` map as an object (same keys as the attribute).
 *
 * @csspart announcer - The visually hidden polite live region that says what changed, that the
 *   figures were updated, and loading and errors once for the whole dashboard.
 *
 * @event tripsight-change - The shared state changed ({ state, previous }).
 * @event tripsight-error - An element failed to load or act ({ message, source, status?, code?, requestId? }).
 *   Every one, from the elements inside and from the bus, also goes to the dashboard's error reporter
 *   (`reportError` of `@tripsight/core/errors`), sampled per session.
 * @event tripsight-analytics - A product-analytics event (fields of spec §3); on sign-in an `identify`
 *   event with the user's analytics user data (user_id, email, customer_id, tmc, …).
 * @event tripsight-download - The export download status changed.
 * @event tripsight-navigate - A page asked to navigate.
 */
export class TripsightContextElement extends HTMLElementBase {
  static observedAttributes = OBSERVED;
  private ownBus = new Bus();
  private stopProviding: (() => void) | null = null;
  private stopForwarding: (() => void) | null = null;
  private stopAnnouncing: (() => void) | null = null;
  private say: Say | null = null;

  get bus(): Bus {
    return this.ownBus;
  }

  set bus(bus: Bus) {
    if (bus === this.ownBus) return;
    this.ownBus = bus;
    if (this.isConnected) {
      this.disconnectedCallback();
      this.connectedCallback();
    }
  }

  get accessTokenProvider(): AccessTokenProvider | null {
    return this.ownBus.accessTokenProvider;
  }

  set accessTokenProvider(provider: AccessTokenProvider | null) {
    this.ownBus.accessTokenProvider = provider;
  }

  get messages(): HostTexts {
    return this.ownBus.getState().messages;
  }

  set messages(messages: HostTexts | null) {
    this.setMessages(messages);
  }

  private setMessages(value: unknown): void {
    const { texts, problem } = parseHostTexts(value);
    if (problem) console.warn(`<tripsight-context>: ${problem}`);
    this.ownBus.setState({ messages: texts });
  }

  connectedCallback(): void {
    for (const name of OBSERVED) this.applyAttribute(name, this.getAttribute(name));
    this.stopProviding = provideBus(this, () => this.ownBus);
    // Events announced on the bus (by a shell or by core) reach the host page as DOM events.
    const stops = FORWARDED_EVENTS.map((name) =>
      this.ownBus.on(name, (detail) =>
        this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
      ),
    );
    // The signed-in user's analytics user data, announced as an identify event (spec §8 logs its failure).
    stops.push(initAnalyticsUser(this.ownBus));
    // The one hook of error reporting: the elements' errors (DOM events from inside) and the bus's.
    const bus = this.ownBus;
    const fromElements = (event: Event) => {
      if (event.target !== this) reportError(bus, (event as CustomEvent<ErrorDetail>).detail);
    };
    this.addEventListener('tripsight-error', fromElements);
    stops.push(() => this.removeEventListener('tripsight-error', fromElements));
    stops.push(bus.on('tripsight-error', (detail) => void reportError(bus, detail)));
    this.stopForwarding = () => stops.forEach((stop) => stop());
    // One polite live region per dashboard: what changed, that the figures were updated, loading
    // and errors, once for all its sections. The children show through the default slot.
    if (!this.say) {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.append(document.createElement('slot'));
      this.say = liveRegion(root).say;
    }
    this.stopAnnouncing = setAnnouncerRegion(bus, this.say);
  }

  disconnectedCallback(): void {
    this.stopProviding?.();
    this.stopForwarding?.();
    this.stopAnnouncing?.();
    this.stopProviding = this.stopForwarding = this.stopAnnouncing = null;
  }

  attributeChangedCallback(name: (typeof OBSERVED)[number], _old: string | null, value: string | null): void {
    if (this.isConnected) this.applyAttribute(name, value);
  }

  private applyAttribute(name: (typeof OBSERVED)[number], value: string | null): void {
    const bus = this.ownBus;
    const product = (this.getAttribute('product') ?? 'air') as 'air';
    switch (name) {
      case 'api-base':
        bus.setState({ apiBase: value ?? '' });
        break;
      case 'locale':
        bus.setState({ locale: value ?? 'en-US' });
        break;
      case 'currency':
        bus.setState({
          currency: value === 'USD' || value === 'GBP' || value === 'EUR' ? (value as Currency) : null,
        });
        break;
      case 'start-date':
      case 'end-date': {
        const start = this.getAttribute('start-date');
        const end = this.getAttribute('end-date');
        if (start || end) {
          bus.setState((s) => ({
            dates: { ...s.dates, [product]: { startDate: start ?? end ?? '', endDate: end ?? start ?? '' } },
          }));
        }
        break;
      }
      case 'filters':
        if (value) bus.setState((s) => ({ filters: { ...s.filters, ...parseFilters(value) } }));
        break;
      case 'messages':
        // Without the attribute, a map set as a property stays.
        if (value !== null) this.setMessages(value);
        break;
      case 'environment':
        if (value !== null) configureErrorReporting(bus, { environment: errorEnvironment(value) });
        break;
      case 'error-report-url':
        if (value) configureErrorReporting(bus, { send: errorReportEndpoint(bus, value) });
        break;
      case 'product':
        break;
    }
  }
}

function parseFilters(value: string): Partial<FilterSelection> {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object') return parsed as Partial<FilterSelection>;
  } catch {
    // fall through to the warning
  }
  console.warn(`<tripsight-context>: invalid filters attribute (expected JSON object): ${value}`);
  return {};
}

/** Registers `<tripsight-context>` (idempotent). */
export function defineContext(): void {
  if (canDefineElements() && !customElements.get('tripsight-context'))
    customElements.define('tripsight-context', TripsightContextElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'tripsight-context': TripsightContextElement;
  }
}
