import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { reportDefinition, type ReportDefinition } from '@tripsight/core/reports';
import { hostChannel, type HostChannel, type HostRequest, type HostResponse } from './host-messages.js';
import { applyFiltersOperation } from './report-filter-operations.js';

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
export const reportError = (message: string, detailedMessage: string) => ({
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

/** The report host's side of the embed: its state and the refs its visuals' loading shares. */
export interface ReportHost {
  state: ReportState;
  setState: Dispatch<SetStateAction<ReportState>>;
  /** Why the report cannot be shown (an unknown report id), or null. */
  failure: string | null;
  /** The embed token the visuals are read with (replaced by `/report/token`). */
  token: RefObject<string>;
  /** The service said the token has expired: a new token loads the visuals again. */
  expired: RefObject<boolean>;
  /** Why the service refused the token in the last round of visuals ('TokenExpired', 'InvalidToken'). */
  refused: RefObject<string | null>;
  channel: RefObject<HostChannel | null>;
}

/**
 * Answers powerbi-client's requests (load, filters, pages, settings, token, refresh) from the
 * embedding page and posts the events that follow them (loaded, error, filtersApplied,
 * pageChanged).
 */
export function useReportHost(): ReportHost {
  const [state, setState] = useState<ReportState>({
    report: null,
    filters: [],
    pageName: null,
    navigation: true,
    version: 0,
  });
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

  return { state, setState, failure, token, expired, refused, channel };
}
