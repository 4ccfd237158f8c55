import type { ReportFilter } from '@tripsight/core/reports';
import type * as PowerBi from 'powerbi-client';
import type { Report, service as PowerBiService } from 'powerbi-client';
import type { EmbedToken } from './embed-token.js';

/** powerbi-models' numbers the load configuration uses. */
const TOKEN_TYPE_EMBED = 1;
const PERMISSIONS_READ = 0;
const FILTERS_REPLACE_ALL = 1;
const COMMAND_HIDDEN = 2;

/** Hosts of the Power BI service (embed URLs the SDK creates its own iframe for). */
const POWER_BI_HOST = /(^|\.)(powerbi\.(com|cn|de)|analysis\.(windows|chinacloudapi|usgovcloudapi)\.net)$/;

/** A Power BI embed URL: https on a Power BI host. Any other report host gets the element's own iframe. */
export function isPowerBiUrl(url: string): boolean {
  const parsed = URL.parse(url);
  return parsed?.protocol === 'https:' && POWER_BI_HOST.test(parsed.hostname);
}

/** What the element hears from its report. */
export interface EmbedCallbacks {
  loaded(): void;
  rendered(): void;
  error(detail: unknown): void;
  pageChanged(pageName: string): void;
}

/** One page of an embedded report, as its navigation lists it. */
export interface ReportPageEntry {
  name: string;
  displayName: string;
  isActive: boolean;
}

/** An embedded report: its filters replaced, its token renewed, removed on dispose. */
export interface EmbeddedReport {
  report: Report;
  /** The iframe the report is drawn in. */
  iframe: HTMLIFrameElement;
  /** The report's pages in navigation order (the report's own page navigation stays hidden). */
  pages(): Promise<ReportPageEntry[]>;
  /** Shows the page named `name`. */
  setPage(name: string): Promise<void>;
  /** Replaces every report filter (updateFilters ReplaceAll). */
  replaceFilters(filters: readonly ReportFilter[]): Promise<void>;
  /** A new token: set on the running report, or the report loaded again with it (filters and page kept). */
  renew(
    token: EmbedToken,
    filters: readonly ReportFilter[],
    pageName: string | null,
    expired: boolean,
  ): Promise<void>;
  dispose(): void;
}

let shared: Promise<{ pbi: typeof PowerBi; service: PowerBiService.Service }> | null = null;

/** powerbi-client, loaded with the first report (never with the rest of the SDK), and one service. */
function powerBi() {
  shared ??= import('powerbi-client').then((pbi) => ({
    pbi,
    service: new pbi.service.Service(
      pbi.factories.hpmFactory,
      pbi.factories.wpmpFactory,
      pbi.factories.routerFactory,
    ),
  }));
  return shared;
}

/**
 * Embeds the report of `token` in `container` with powerbi-client: the filter pane, page navigation
 * and the data commands hidden, `filters` in the load configuration. A Power BI URL goes through the
 * SDK's `embed`; another report host (the reference report service) is loaded in an iframe made
 * here and handed to the SDK's `Report`, since the SDK only accepts Power BI hosts in iframes it
 * makes itself.
 */
export async function embedReport(
  container: HTMLElement,
  token: EmbedToken,
  filters: readonly ReportFilter[],
  on: EmbedCallbacks,
): Promise<EmbeddedReport> {
  const { pbi, service } = await powerBi();
  const [first] = token.embedUrl;
  if (!first) throw new Error('the embed token names no report');
  const config = {
    type: 'report',
    id: first.reportId,
    embedUrl: first.embedUrl,
    accessToken: token.accessToken,
    tokenType: TOKEN_TYPE_EMBED,
    permissions: PERMISSIONS_READ,
    filters: [...filters],
    settings: {
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
      panes: { filters: { visible: false }, pageNavigation: { visible: false } },
      commands: [
        { exportData: { displayOption: COMMAND_HIDDEN }, seeData: { displayOption: COMMAND_HIDDEN } },
      ],
    },
  };
  let report: Report;
  if (isPowerBiUrl(first.embedUrl)) {
    report = service.embed(container, config as never) as Report;
  } else {
    const iframe = document.createElement('iframe');
    iframe.src = first.embedUrl;
    iframe.title = first.reportId;
    iframe.setAttribute('scrolling', 'no');
    container.replaceChildren(iframe);
    report = new pbi.Report(service, container, config as never, false, false, iframe);
    service.addOrOverwriteEmbed(report, container);
    (container as HTMLElement & { powerBiEmbed?: unknown }).powerBiEmbed = report;
  }
  report.on('loaded', () => on.loaded());
  report.on('rendered', () => on.rendered());
  report.on('error', (event) => on.error((event as CustomEvent).detail));
  report.on('pageChanged', (event) => {
    const page = (event as CustomEvent<{ newPage?: { name?: string } }>).detail?.newPage;
    if (page?.name) on.pageChanged(page.name);
  });
  const iframe = report.iframe;
  return {
    report,
    iframe,
    async pages() {
      const pages = await report.getPages();
      return pages.map(({ name, displayName, isActive }) => ({
        name,
        displayName,
        isActive: Boolean(isActive),
      }));
    },
    async setPage(name) {
      await report.setPage(name);
    },
    async replaceFilters(next) {
      await report.updateFilters(FILTERS_REPLACE_ALL, [...next] as never);
    },
    async renew(next, current, pageName, expired) {
      if (!expired) {
        await report.setAccessToken(next.accessToken);
        return;
      }
      // An expired report may have failed its calls: load it again, on its page, with its filters.
      Object.assign(report.config, {
        accessToken: next.accessToken,
        filters: [...current],
        ...(pageName ? { pageName } : {}),
      });
      await report.reload();
    },
    dispose() {
      service.reset(container);
    },
  };
}
