/**
 * Product-usage events (`tripsight-analytics`), with the field names of the analytics events
 * (docs/rules/shell.md#analytics-events). Hosts forward them to their product-analytics service.
 */
export interface AnalyticsEvent {
  /** What happened: page_view, tab_session, filter_change, export. */
  event: string;
  module?: string | null;
  feature?: string | null;
  item_type?: string | null;
  item_id?: string | null;
  item_status?: string | null;
  search_query?: string | null;
  results_count?: number | null;
  filter_type?: string | null;
  filter_value?: string | null;
  action_type?: string | null;
  outcome?: string | null;
  navigation_type?: string | null;
  from_page?: string | null;
  to_page?: string | null;
  dialog_type?: string | null;
  form_type?: string | null;
  file_name?: string | null;
  file_type?: string | null;
  file_size?: number | null;
  session_type?: string | null;
  duration_seconds?: number | null;
}

/** The active screen on tab activation. */
export function pageViewEvent(
  toPage: string,
  fromPage: string | null,
  module: string | null = null,
): AnalyticsEvent {
  return { event: 'page_view', module, navigation_type: 'tab', from_page: fromPage, to_page: toPage };
}

/** Session time recorded on tab deactivation, in whole seconds. */
export function tabSessionEvent(page: string, startedAt: number, endedAt: number): AnalyticsEvent {
  return {
    event: 'tab_session',
    session_type: 'tab',
    from_page: page,
    duration_seconds: Math.max(0, Math.round((endedAt - startedAt) / 1000)),
  };
}

/** A filter selection applied to the dashboard (values comma-joined; empty = All). */
export function filterChangeEvent(
  filterType: string,
  values: readonly string[],
  module: string | null = null,
): AnalyticsEvent {
  return {
    event: 'filter_change',
    module,
    feature: 'filters',
    action_type: values.length === 0 ? 'clear' : 'select',
    filter_type: filterType,
    filter_value: values.join(','),
    results_count: values.length,
  };
}

/** An export's outcome: started, success, fail or a report message status. */
export function exportEvent(
  fileName: string,
  fileType: string,
  outcome: string,
  fileSize: number | null = null,
  module: string | null = null,
): AnalyticsEvent {
  return {
    event: 'export',
    module,
    feature: 'export',
    action_type: 'download',
    item_type: 'report',
    item_id: fileName,
    outcome,
    file_name: fileName,
    file_type: fileType,
    file_size: fileSize,
  };
}

/** The event as a DOM event detail: fields left unset are dropped. */
export function analyticsDetail(event: AnalyticsEvent): Record<string, string | number | boolean | null> {
  const detail: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(event))
    if (value !== undefined) detail[key] = value as string | number | null;
  return detail;
}
