import { describe, expect, it, vi } from 'vitest';
import { defaultBus } from '@tripsight/core/context';
import type { Conversation, ConversationDetail } from '@tripsight/core/ops';
import { queryClientFor } from '../../internal/query-client.js';
import { defineAuditLog } from './audit-log.element.js';
import {
  button,
  deepText,
  fakeOpsService,
  shadowOf,
  mountOpsScreen,
  setUpOpsScreen,
  typeInto,
  until,
} from '../../testing/ops-testing.js';

const TAG = 'tripsight-audit-log';

function row(i: number, patch: Partial<Conversation> = {}): Conversation {
  return {
    conversation_id: `c${i}`,
    subject: `Subject ${i}`,
    sender_name: 'Ana Ruiz',
    sender_email: 'ana@globex.test',
    corporate_name: 'Globex Corporation',
    main_intents: 'Change',
    sub_intents: 'Date change, Seat, Meal',
    status_label: 'FAILED',
    failure_reason: 'PNR locked',
    received_at_UTC: '2026-03-05T10:11:59Z',
    ...patch,
  };
}

function detail(patch: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...row(1),
    ai_summary: null,
    email_body: null,
    thread_stats: { total_messages: 2, inbound_count: 1, outbound_count: 1 },
    attachments: [
      { name: 'fares.xlsx', size: 2048 },
      { name: 'photo.png', size: 10 },
    ],
    draft_events: [],
    ...patch,
  };
}

function service(pageCount = 1, extra: Parameters<typeof fakeOpsService>[0] = {}) {
  return fakeOpsService({
    'GET /api/audit/conversations': () => ({
      conversations: [row(1), row(2, { status_label: 'COMPLETED', sub_intents: null, main_intents: null })],
      pagination: {
        current_page: 1,
        page_count: pageCount,
        total_count: pageCount * 2,
        has_next: pageCount > 1,
      },
    }),
    'GET /api/audit/corporates': () => ({ corporates: [{ name: 'Globex Corporation' }, { name: '4711' }] }),
    'GET /api/audit/intents/': () => ({ intents: ['Change', 'Booking'] }),
    ...extra,
  });
}

describe('<tripsight-audit-log> (happy-dom)', () => {
  setUpOpsScreen(defineAuditLog);

  it('lists conversations with the spec columns, chips and the out-of-scope note', async () => {
    const fake = mountOpsScreen(TAG, service());
    await until(() => deepText(document.body).includes('Subject 1'), 'the list');
    const root = shadowOf(TAG);
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Received (UTC)',
      'Subject/Sender',
      'Corporate',
      'Intent',
      'Status',
      'View',
    ]);
    const first = root.querySelector('tbody tr')!.textContent;
    expect(first).toContain('05 Mar 26, 10:11');
    expect(first).toContain('Date change +2');
    expect(root.querySelectorAll('tbody tr')[1]!.textContent).toContain('Unknown');
    expect(root.querySelector('[data-status="FAILED"]')!.className).toContain('tone-red');
    expect(deepText(root)).toContain('(Out of Scope filtered out)');
    expect(deepText(root)).toContain('Showing 1–2 of 2 conversations');
    expect(root.querySelector('[part="pagination"]')).toBeNull();
    expect(root.querySelector('[part="heading"]')?.textContent).toContain('Audit Log');
    expect(root.querySelector('[part="card"] table[part="table"] th[part="table-header"]')).not.toBeNull();
    expect(root.querySelectorAll('tbody tr[part="row"]')).toHaveLength(2);
    expect(root.querySelector('[aria-label="Active filters"]')).toBeNull();
    const query = fake.calls.find((c) => c.url.pathname === '/api/audit/conversations')!.url.searchParams;
    expect(query.get('exclude_out_of_scope')).toBe('true');
    expect(query.has('page')).toBe(false);
    const days = (Date.parse(query.get('end_date')!) - Date.parse(query.get('start_date')!)) / 86400000;
    expect(days).toBe(7);

    const checks = [...root.querySelectorAll<HTMLInputElement>('fieldset input[type="checkbox"]')];
    checks.find((c) => c.parentElement!.textContent === 'Out Of Scope')!.click();
    checks.find((c) => c.parentElement!.textContent === 'Failed')!.click();
    checks.find((c) => c.parentElement!.textContent === 'Completed')!.click();
    await until(() => !deepText(root).includes('(Out of Scope filtered out)'), 'the note to go');
    const corporate = [...root.querySelectorAll('select')][1]!;
    typeInto(corporate, '4711');
    await until(
      () => fake.calls.some((c) => c.url.searchParams.get('corporateId') === '4711'),
      'the corporate query',
    );
    const last = fake.calls.filter((c) => c.url.pathname === '/api/audit/conversations').at(-1)!.url
      .searchParams;
    expect(last.get('status')).toBe('COMPLETED,FAILED');
    expect(last.has('exclude_out_of_scope')).toBe(false);
    const chips = root.querySelector('[aria-label="Active filters"]')!;
    expect(chips.textContent).toContain('Active filters');
    expect(chips.textContent).toContain('Status: Failed');
    expect(chips.textContent).toContain('Corporate: 4711');
    button(chips, 'Clear all').click();
    await until(() => root.querySelector('[aria-label="Active filters"]') === null, 'the chips to clear');
    expect(deepText(root)).toContain('(Out of Scope filtered out)');
  });

  it('applies search 300 ms after typing stops', async () => {
    const fake = mountOpsScreen(TAG, service());
    await until(() => deepText(document.body).includes('Subject 1'), 'the list');
    const root = shadowOf(TAG);
    const searches = () =>
      fake.calls.filter((c) => c.url.searchParams.has('search')).map((c) => c.url.searchParams.get('search'));
    const input = root.querySelector('input[type="search"]') as HTMLInputElement;
    typeInto(input, 'vis');
    typeInto(input, 'visa');
    await new Promise((r) => setTimeout(r, 200));
    expect(searches()).toEqual([]);
    await until(() => searches().length > 0, 'the debounced search', 2000);
    expect(searches()).toEqual(['visa']);
  });

  it('shows pagination only beyond one page and keeps page in the address', async () => {
    const fake = mountOpsScreen(TAG, service(3));
    await until(() => deepText(document.body).includes('Subject 1'), 'the list');
    const root = shadowOf(TAG);
    expect(root.querySelector('nav[part="pagination"]')?.getAttribute('aria-label')).toBe('Audit log pages');
    button(root, 'Next').click();
    await until(() => location.search === '?page=2', 'page 2 in the address');
    await until(() => fake.calls.some((c) => c.url.searchParams.get('page') === '2'), 'the page-2 call');
    button(root, '1').click();
    await until(() => location.search === '', 'page 1 omitted');
  });

  it('removes a page beyond the page count', async () => {
    vi.stubGlobal('fetch', service(2).fetch);
    history.replaceState(null, '', '/?page=9');
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => location.search === '', 'the page parameter to go');
  });

  it('shows the list failure text with the error', async () => {
    vi.stubGlobal(
      'fetch',
      service(1, {
        'GET /api/audit/conversations': () => Response.json({ error: 'RATE_LIMITED' }, { status: 429 }),
      }).fetch,
    );
    queryClientFor(defaultBus()).setDefaultOptions({ queries: { retry: false } });
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('Failed to load'), 'the failure');
    expect(deepText(document.body)).toContain(
      'Failed to load audit log data. Please try again later. Error: Rate limit exceeded. Please try again in 60 seconds.',
    );
    expect(shadowOf(TAG).querySelector('[part="error"]')?.getAttribute('role')).toBe('alert');
    queryClientFor(defaultBus()).setDefaultOptions({
      queries: { retry: 3, retryDelay: 1000, staleTime: 300000 },
    });
  });

  it('opens the detail from a row and shows every section with its empty texts', async () => {
    vi.stubGlobal('fetch', service(1, { 'GET /api/audit/conversations/c1': () => detail() }).fetch);
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('Subject 1'), 'the list');
    const root = shadowOf(TAG);
    (root.querySelector('tbody tr') as HTMLElement).click();
    await until(() => deepText(root).includes('Basic Information'), 'the detail');
    expect(location.search).toBe('?conversation=c1');
    const text = deepText(root);
    for (const shown of [
      'Request Details',
      'Back to Audit Log',
      'Copy ID',
      'Request Summary',
      'Attachments',
      'Action History',
      '05 Mar 26, 10:11:59 UTC',
      'PNR locked',
      '3 total · 2 inbound · 1 outbound',
      'No summary available',
    ])
      expect(text).toContain(shown);
    expect([...root.querySelectorAll('[part="card"] [part="title"]')].map((t) => t.textContent)).toEqual([
      'Basic Information',
      'Request Summary',
      'Attachments',
      'Action History',
    ]);
    expect([...root.querySelectorAll('[part="empty"]')].map((e) => e.textContent)).toEqual([
      'No summary available',
      'No actions recorded yet',
    ]);
    expect(text).toContain('No actions recorded yet');
    expect(text).not.toContain('Event Information');
    expect([...root.querySelectorAll('.file-type')].map((b) => b.textContent)).toEqual(['XLS', 'FILE']);
    expect(root.querySelectorAll('button[aria-label^="Download"]')).toHaveLength(2);
    button(root, 'Show original email body').click();
    await until(() => deepText(root).includes('No original email body available'), 'the body toggle');
    expect(() => button(root, 'Hide original email body')).not.toThrow();
    button(root, '← Back to Audit Log').click();
    await until(() => deepText(root).includes('Subject 2'), 'the list again');
    expect(location.search).toBe('');
  });

  it('compares draft and sent, and filters failed structured-booking events', async () => {
    const conversation = detail({
      status_label: 'COMPLETED',
      main_intents: 'STRUCTURED_BOOKING',
      ai_summary: 'Books a flight.',
      draft_events: [
        {
          draft_event_id: 'd1',
          draft_created_at: '2026-03-05T10:12:00Z',
          draft_message_content: '<p>Draft <b>reply</b></p>',
          outbound_messages: [
            { event_id: 'o1', created_at: '2026-03-05T10:20:00Z', content: '<p>Sent reply</p>' },
          ],
        },
        {
          draft_event_id: 'd2',
          draft_created_at: '2026-03-05T11:00:00Z',
          draft_message_content: '<p>Later</p>',
          outbound_messages: [],
        },
      ],
    });
    vi.stubGlobal(
      'fetch',
      service(1, {
        'GET /api/audit/conversations/c1': () => conversation,
        'GET /api/audit/conversations/c1/events': () => ({
          events: [
            {
              event_id: 'e1',
              created_at: '2026-03-05T10:13:00Z',
              state: { status: 'success', step: 'search' },
            },
            { event_id: 'e2', created_at: '2026-03-05T10:14:00Z', state: { step: 'quote' } },
          ],
        }),
      }).fetch,
    );
    history.replaceState(null, '', '/?conversation=c1');
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('e1'), 'the events');
    const root = shadowOf(TAG);
    expect(deepText(root)).not.toContain('Failure reason');
    expect([...root.querySelectorAll('.step-head .badge')].map((b) => b.textContent)).toEqual([
      'Completed',
      'Pending Agent',
    ]);
    expect(root.querySelectorAll('button').length).toBeGreaterThan(0);
    expect(
      [...root.querySelectorAll('button')].filter((b) => b.textContent === 'View Draft vs Sent'),
    ).toHaveLength(1);
    (root.querySelector('[part="card-header"] input[type="checkbox"]') as HTMLInputElement).click();
    await until(() => deepText(root).includes('No failed events found'), 'the failed-only filter');
    button(root, 'View Draft vs Sent').click();
    await until(() => deepText(root).includes('Created Draft'), 'the comparison');
    expect(deepText(root)).toContain('Outbound Message(s)');
    expect(root.querySelector('.message-html')!.innerHTML).toContain('Draft <b>reply</b>');
    expect(deepText(root)).toContain('Sent reply');
    button(root, '← Back to Conversation').click();
    await until(() => deepText(root).includes('Request Details'), 'the conversation again');
  });

  it('follows the back button (popstate) between detail and list', async () => {
    vi.stubGlobal('fetch', service(1, { 'GET /api/audit/conversations/c1': () => detail() }).fetch);
    history.replaceState(null, '', '/?conversation=c1');
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('Basic Information'), 'the detail');
    history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await until(() => deepText(document.body).includes('Subject 2'), 'the list');
  });

  it('announces a low rate limit with a warning and an event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      service(1, {
        'GET /api/audit/intents/': () =>
          Response.json(
            { intents: [] },
            { headers: { 'X-RateLimit-Remaining': '4', 'X-RateLimit-Reset': '20' } },
          ),
      }).fetch,
    );
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('tripsight-rate-limit', listener);
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => seen.length > 0, 'the rate-limit event');
    expect(seen[0]).toEqual({ remaining: 4, reset: 20 });
    expect(warn).toHaveBeenCalledWith('Rate limit warning: 4 requests remaining');
    document.removeEventListener('tripsight-rate-limit', listener);
    warn.mockRestore();
  });

  it("says 'No conversation selected' for an empty conversation parameter", async () => {
    vi.stubGlobal('fetch', service().fetch);
    history.replaceState(null, '', '/?conversation=');
    document.body.innerHTML = `<${TAG}></${TAG}>`;
    await until(() => deepText(document.body).includes('No conversation selected'), 'the empty text');
  });
});
