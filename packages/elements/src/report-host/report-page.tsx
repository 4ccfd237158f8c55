import { useEffect, useRef, useState } from 'react';
import { readReportFilters, reportVisualQuery } from '@tripsight/core/reports';
import type { CubeLoadResponse } from '@tripsight/core/cube';
import { reportError, useReportHost } from './use-report-host.js';
import { ReportVisual, type VisualResult } from './report-visual.js';
import { composedPageStyles } from '../pages/composed-page/composed-page.styles.js';
import { sharedStyles } from '../ui/ui.styles.js';
import { reportPageStyles } from './report-page.styles.js';

/** Where the page asks for a visual's rows (the service's visual route; same origin as this page). */
const VISUAL_PATH = '/api/reports-host/visual';

/** What the page's status region says while its visuals load (once, however many visuals there are). */
const LOADING_TEXT = 'Loading the report';

/**
 * The reference report service's report: answers powerbi-client's requests (load, filters, pages,
 * settings, token, refresh), posts its events (loaded, rendered, error, filtersApplied,
 * pageChanged) and draws the active page of the report's definition, each visual's rows read
 * from the service with the embed token under the report's filters.
 */
export function ReportPage() {
  const { state, setState, failure, token, expired, refused, channel } = useReportHost();
  const [results, setResults] = useState<ReadonlyMap<string, VisualResult>>(new Map());

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
  }, [report, page, filters, version, channel, expired, refused, token]);

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
