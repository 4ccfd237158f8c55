import { useEffect, useMemo, useRef, useState } from 'react';
import { TAB_CATALOGUE } from '@tripsight/core/catalogue';
import { resolveDateRange } from '@tripsight/core/dates';
import { reportFilters, type ReportFilter } from '@tripsight/core/reports';
import { useBus, useBusState } from '../../internal/use-bus.js';
import { Choice } from '../../ui/choice.js';
import { useSignedIn } from '../../internal/use-has-token.js';
import { embedReport, isPowerBiUrl, type EmbeddedReport, type ReportPageEntry } from './embed-report.js';
import { fetchEmbedToken, renewalDelay, type EmbedToken } from './embed-token.js';
import { formControlStyles } from '../../ui/form-controls.styles.js';
import { reportStyles } from './report.styles.js';

export interface ReportProps {
  /** The catalogue's report name (`report('SavingsPerformance')`): the embed token's report id. */
  reportName?: string;
}

/** The message the reference report page posts with its content's height, so the frame fits it. */
const SIZE_MESSAGE = 'tripsight-report-size';
/** The smallest height of a report (px). */
const MIN_HEIGHT = 320;

type Status = 'loading' | 'shown' | 'blank';

/**
 * An embedded report (docs/rules/shell.md#embedded-reports): the embed token is read with the report id
 * and the sign-in token (again on every tab change), the content stays hidden behind a spinner until
 * the report has rendered, and the report's filters are replaced whenever the dashboard's filters,
 * currency, dates or product change (docs/rules/shell.md#embedded-reports). A failed token fetch is logged and leaves the report
 * blank (docs/rules/shell.md#embedded-reports). The token is renewed before it expires.
 */
export function ReportEmbed({ reportName = '' }: ReportProps) {
  const bus = useBus();
  const tab = useMemo(
    () =>
      TAB_CATALOGUE.find(
        (entry) => entry.content.kind === 'report' && entry.content.reportName === reportName,
      ),
    [reportName],
  );
  const product = tab?.productType ?? 'air';
  const { signedIn } = useSignedIn();
  const activeTab = useBusState((s) => s.activeTab);
  const selection = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const dates = useBusState((s) => resolveDateRange(s, product));
  const wanted = useMemo(
    () => reportFilters({ filters: selection, dates, currency, productName: tab?.productName ?? null }),
    [selection, dates, currency, tab],
  );
  const wantedRef = useRef<readonly ReportFilter[]>(wanted);
  wantedRef.current = wanted;
  const container = useRef<HTMLDivElement>(null);
  const embedded = useRef<EmbeddedReport | null>(null);
  const loaded = useRef(false);
  const [status, setStatus] = useState<Status>('loading');
  const [height, setHeight] = useState<number | null>(null);
  const [pages, setPages] = useState<ReportPageEntry[]>([]);
  const [activePage, setActivePage] = useState<string | null>(null);

  useEffect(() => {
    const target = container.current;
    if (!signedIn || !reportName || !target) return;
    const abort = new AbortController();
    let page: string | null = null;
    let expiration = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    loaded.current = false;
    setStatus('loading');
    setHeight(null);
    setPages([]);

    const scheduleRenewal = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void renew(), renewalDelay(expiration));
    };
    const renew = async () => {
      try {
        const next = await fetchEmbedToken(bus, reportName, abort.signal);
        const expired = Date.parse(expiration) <= Date.now();
        expiration = next.expiration;
        await embedded.current?.renew(next, wantedRef.current, page, expired);
        scheduleRenewal();
      } catch (error) {
        if (!abort.signal.aborted) console.error('Failed to renew the embed token', error);
      }
    };
    const onSize = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.source !== embedded.current?.iframe.contentWindow || data?.type !== SIZE_MESSAGE) return;
      if (typeof data.height === 'number' && Number.isFinite(data.height)) setHeight(Math.ceil(data.height));
    };
    window.addEventListener('message', onSize);

    void (async () => {
      let token: EmbedToken;
      try {
        token = await fetchEmbedToken(bus, reportName, abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return;
        // docs/rules/shell.md#embedded-reports: a failed embed-token fetch is only logged; the report stays blank.
        console.error('Failed to fetch the embed token', error);
        setStatus('blank');
        return;
      }
      if (abort.signal.aborted) return;
      expiration = token.expiration;
      embedded.current = await embedReport(target, token, wantedRef.current, {
        loaded: () => {
          loaded.current = true;
          void embedded.current
            ?.pages()
            .then((list) => {
              setPages(list);
              setActivePage(list.find((entry) => entry.isActive)?.name ?? list[0]?.name ?? null);
            })
            .catch((error: unknown) => console.error('Failed to read the report pages', error));
          // Applied on `loaded`, not only in the load configuration (docs/rules/shell.md#embedded-reports).
          void embedded.current?.replaceFilters(wantedRef.current).catch((error: unknown) => {
            console.error('Failed to apply the report filters', error);
          });
        },
        rendered: () => setStatus('shown'),
        error: (detail) => {
          const code = (detail as { message?: string } | null)?.message;
          if (code === 'TokenExpired') void renew();
          else console.error('The report failed', detail);
        },
        pageChanged: (name) => {
          page = name;
          setActivePage(name);
        },
      });
      if (abort.signal.aborted) {
        embedded.current.dispose();
        embedded.current = null;
        return;
      }
      scheduleRenewal();
    })();

    return () => {
      abort.abort();
      clearTimeout(timer);
      window.removeEventListener('message', onSize);
      embedded.current?.dispose();
      embedded.current = null;
      loaded.current = false;
    };
  }, [bus, reportName, signedIn, activeTab]);

  useEffect(() => {
    if (!loaded.current) return;
    void embedded.current?.replaceFilters(wanted).catch((error: unknown) => {
      console.error('Failed to apply the report filters', error);
    });
  }, [wanted]);

  const powerBi = embedded.current ? isPowerBiUrl(embedded.current.iframe.src) : false;
  const showPage = (name: string) => {
    setActivePage(name);
    void embedded.current?.setPage(name).catch((error: unknown) => {
      console.error('Failed to show the report page', error);
    });
  };
  return (
    <div part="report" className="ts-report-embed" data-status={status}>
      {status === 'shown' && pages.length > 1 && activePage && (
        <div part="pages" className="ts-report-pages">
          <Choice
            label="Page"
            kind="dropdown"
            options={pages.map((entry) => ({ value: entry.name, label: entry.displayName }))}
            value={activePage}
            onChange={showPage}
          />
        </div>
      )}
      {status === 'loading' && (
        <div part="spinner" className="ts-report-spinner" role="status" aria-label="Loading">
          <span className="ts-spinner" aria-hidden="true" />
        </div>
      )}
      <div
        ref={container}
        part="frame"
        className={powerBi ? 'ts-report-frame ts-report-fixed' : 'ts-report-frame'}
        hidden={status !== 'shown'}
        style={height && !powerBi ? { height: Math.max(MIN_HEIGHT, height) } : undefined}
      />
    </div>
  );
}

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [formControlStyles, reportStyles];
