import { useEffect, useRef, useState } from 'react';
import {
  readReportFilters,
  reportDefinition,
  reportVisualQuery,
  type ReportDefinition,
} from '@tripsight/core/reports';
import type { CubeLoadResponse } from '@tripsight/core/cube';
import { hostChannel, type HostChannel, type HostRequest, type HostResponse } from './host-messages.js';
import { applyFiltersOperation } from './report-filter-operations.js';
import { ReportVisual, type VisualResult } from './report-visual.js';
import { composedPageStyles } from '../pages/composed-page/composed-page.styles.js';
import { sharedStyles } from '../ui/ui.styles.js';
import { reportPageStyles } from './report-page.styles.js';

/** Where the page asks for a visual's rows (the service's visual route; same origin as this page). */
export const VISUAL_PATH = '/api/reports-host/visual';

/** What the page's status region says while its visuals load (once, however many visuals there are). */
export const LOADING_TEXT = 'Loading the report';

interface Loaded {
  uid: string;
  definition: ReportDefinition;
}

interface ReportState {
  report: Loaded | null;
  filters: object[];
  pageName: string | null;
  /** The page navigation (tabs) is shown: powerbi-client's `navContentPaneEnabled` / `panes.pageNavigation`. */
  navigation: boolean;
  /** Bumped by `/report/refresh` and a new token after an expired one: the visuals load again. */
  version: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An error as powerbi-models' `IError`, posted with the `error` event and as a rejected request's body. */
const reportError = (message: string, detailedMessage: string) => ({
  message,
  detailedMessage,
  errorCode: message,
});

/** Whether the settings show the page navigation (unchanged when they do not say). */
function navigationOf(settings: unknown, current: boolean): boolean {
  if (!isRecord(settings)) return current;
  const panes = isRecord(settings.panes) ? settings.panes : {};
  const pageNavigation = isRecord(panes.pageNavigation) ? panes.pageNavigation : null;
  if (pageNavigation && typeof pageNavigation.visible === 'boolean') return pageNavigation.visible;
  if (typeof settings.navContentPaneEnabled === 'boolean') return settings.navContentPaneEnabled;
  return current;
}

const filtersOf = (value: unknown): object[] | null =>
  Array.isArray(value) && value.every(isRecord) ? (value as object[]) : null;

/**
 * The reference report service's report: answers powerbi-client's requests (load, filters, pages,
 * settings, token, refresh), posts its events (loaded, rendered, error, filtersApplied,
 * pageChanged) and draws the active page of the report's definition, each visual's rows read
 * from the service with the embed token under the report's filters.
 */
export function ReportPage() {
  const [state, setState] = useState<ReportState>({
    report: null,
    filters: [],
    pageName: null,
    navigation: true,
    version: 0,
  });
  const [results, setResults] = useState<ReadonlyMap<string, VisualResult>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const token = useRef('');
  const expired = useRef(false);
  /** Why the service refused the token in the last round of visuals ('TokenExpired', 'InvalidToken'). */
  const refused = useRef<string | null>(null);
  const channel = useRef<HostChannel | null>(null);

  useEffect(() => {
    if (window.parent === window) return;
    const post = (name: string, body: unknown) => {
      const uid = stateRef.current.report?.uid;
      if (uid) channel.current?.post(uid, name, body);
    };
    const update = (next: Partial<ReportState>) => {
      stateRef.current = { ...stateRef.current, ...next };
      setState(stateRef.current);
    };
    const handle = (request: HostRequest): HostResponse => {
      const route = `${request.method} ${request.url}`;
      const body = request.body;
      const current = stateRef.current;
      if (route === 'POST /report/load' || route === 'POST /report/prepare') {
        const config = isRecord(body) ? body : {};
        const uid = String(request.headers.uid ?? '');
        const id = typeof config.id === 'string' ? config.id : '';
        const accessToken = typeof config.accessToken === 'string' ? config.accessToken : '';
        const definition = reportDefinition(id);
        if (!uid || !accessToken) {
          return {
            status: 400,
            body: [reportError('InvalidConfiguration', 'accessToken and uid are required')],
          };
        }
        token.current = accessToken;
        expired.current = false;
        const pages = definition?.pages ?? [];
        const wanted = typeof config.pageName === 'string' ? config.pageName : null;
        update({
          report: definition ? { uid, definition } : null,
          filters: filtersOf(config.filters) ?? [],
          pageName: pages.find((page) => page.name === wanted)?.name ?? pages[0]?.name ?? null,
          navigation: navigationOf(config.settings, true),
        });
        if (!definition) {
          setFailure(`This report (${id || 'no id'}) does not exist.`);
          channel.current?.post(uid, 'error', reportError('ReportNotFound', `Unknown report ${id}`));
        } else {
          setFailure(null);
          channel.current?.post(uid, 'loaded', { initiator: 'sdk' });
        }
        return { status: 202 };
      }
      if (!current.report) return { status: 400, body: reportError('NotLoaded', 'The report is not loaded') };
      const pages = current.report.definition.pages;
      switch (route) {
        case 'GET /report/filters':
          return { status: 200, body: current.filters };
        case 'PUT /report/filters':
        case 'POST /report/filters': {
          const next =
            route === 'PUT /report/filters'
              ? filtersOf(body)
              : isRecord(body)
                ? applyFiltersOperation(
                    current.filters,
                    body.filtersOperation,
                    filtersOf(body.filters ?? []) ?? [],
                  )
                : null;
          if (!next) return { status: 400, body: reportError('InvalidFilters', 'The filters are not valid') };
          // The same filters again (the element applies its filters on `loaded`) change nothing.
          if (JSON.stringify(next) !== JSON.stringify(current.filters)) update({ filters: next });
          post('filtersApplied', { initiator: 'sdk', filters: next });
          return { status: 202 };
        }
        case 'GET /report/pages':
          return {
            status: 200,
            body: pages.map((page) => ({
              name: page.name,
              displayName: page.displayName,
              isActive: page.name === current.pageName,
              visibility: 0,
            })),
          };
        case 'PUT /report/pages/active': {
          const page = pages.find((entry) => isRecord(body) && entry.name === body.name);
          if (!page) return { status: 400, body: [reportError('PageNotFound', 'No page of that name')] };
          update({ pageName: page.name });
          post('pageChanged', {
            initiator: 'sdk',
            newPage: { name: page.name, displayName: page.displayName },
          });
          return { status: 202 };
        }
        case 'PATCH /report/settings':
          update({ navigation: navigationOf(body, current.navigation) });
          return { status: 202 };
        case 'POST /report/token':
          if (typeof body !== 'string' || body === '') {
            return { status: 400, body: reportError('InvalidToken', 'The token is empty') };
          }
          token.current = body;
          if (expired.current) update({ version: current.version + 1 });
          expired.current = false;
          return { status: 202 };
        case 'POST /report/refresh':
          update({ version: current.version + 1 });
          return { status: 202 };
        case 'POST /report/render':
          return { status: 202 };
        default:
          return { status: 404, body: reportError('NotFound', `${route} is not supported`) };
      }
    };
    channel.current = hostChannel();
    channel.current.serve(handle);
  }, []);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      channel.current?.size(element.getBoundingClientRect().bottom + window.scrollY + 16),
    );
    observer.observe(element);
    return () => observer.disconnect();
  });

  const { report, filters, pageName, version } = state;
  const page = report?.definition.pages.find((entry) => entry.name === pageName) ?? null;
  const filterState = readReportFilters(filters);

  useEffect(() => {
    if (!report || !page) return;
    const abort = new AbortController();
    setResults(new Map());
    const load = async (visualId: string): Promise<VisualResult> => {
      const visual = page.visuals.find((entry) => entry.id === visualId)!;
      const query = reportVisualQuery(visual, readReportFilters(filters));
      try {
        const response = await fetch(VISUAL_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token.current}` },
          body: JSON.stringify({ visualId, filters }),
          signal: abort.signal,
        });
        const answer = (await response.json()) as CubeLoadResponse & { error?: string; message?: string };
        if (!response.ok) {
          if (response.status === 401) {
            refused.current = answer.error === 'TOKEN_EXPIRED' ? 'TokenExpired' : 'InvalidToken';
          }
          if (answer.error === 'TOKEN_EXPIRED') expired.current = true;
          return { error: answer.message ?? `HTTP ${response.status}` };
        }
        const { measures, dimensions, timeDimensions } = answer.annotation;
        const titles = Object.fromEntries(
          Object.entries({ ...measures, ...dimensions, ...timeDimensions }).map(([name, meta]) => [
            name,
            meta.title,
          ]),
        );
        return { query, rows: answer.data, titles };
      } catch (error) {
        return { error: String(error) };
      }
    };
    void Promise.all(page.visuals.map(async (visual) => [visual.id, await load(visual.id)] as const)).then(
      (entries) => {
        if (abort.signal.aborted) return;
        setResults(new Map(entries));
        const refusal = refused.current;
        refused.current = null;
        if (refusal) {
          channel.current?.post(
            report.uid,
            'error',
            reportError(refusal, `The service refused the embed token (${refusal})`),
          );
        } else {
          // After the browser has drawn the page: the report is rendered.
          requestAnimationFrame(() => channel.current?.post(report.uid, 'rendered', { initiator: 'sdk' }));
        }
      },
    );
    return () => abort.abort();
  }, [report, page, filters, version]);

  if (failure)
    return (
      <p className="ts-report-failure" role="alert">
        {failure}
      </p>
    );
  if (!report || !page)
    return (
      <>
        <p role="status" className="ts-visually-hidden">
          {LOADING_TEXT}
        </p>
        <div className="ts-skeleton" style={{ height: 240 }} aria-hidden="true" />
      </>
    );
  const loading = page.visuals.some((visual) => !results.has(visual.id));
  return (
    <div ref={root} className="ts-report" data-report={report.definition.reportName} data-page={page.name}>
      {state.navigation && (
        <nav className="ts-report-tabs" aria-label="Report pages">
          {report.definition.pages.map((entry) => (
            <button
              key={entry.name}
              type="button"
              aria-current={entry.name === page.name ? 'page' : undefined}
              onClick={() => {
                setState((current) => ({ ...current, pageName: entry.name }));
                channel.current?.post(report.uid, 'pageChanged', {
                  initiator: 'user',
                  newPage: { name: entry.name, displayName: entry.displayName },
                });
              }}
            >
              {entry.displayName}
            </button>
          ))}
        </nav>
      )}
      <h2 className="ts-report-title">{page.displayName}</h2>
      {/* The one announcement of the page's loading; the visuals' skeletons are hidden from assistive technology. */}
      <p role="status" className="ts-visually-hidden">
        {loading ? LOADING_TEXT : ''}
      </p>
      <div part="grid" className="ts-page-grid">
        {page.visuals.map((visual) => (
          <div key={visual.id} className={`ts-${visual.layout}`}>
            <ReportVisual visual={visual} result={results.get(visual.id)} currency={filterState.currency} />
          </div>
        ))}
      </div>
      {page.note && <p className="ts-caption">{page.note}</p>}
    </div>
  );
}

/** The CSS of the embed page's element: adopted into its shadow root when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, composedPageStyles, reportPageStyles];
