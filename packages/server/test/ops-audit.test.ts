import { describe, expect, it } from 'vitest';
import { daysAgo, type Json } from './ops-client.js';
import { STATUSES } from '../src/ops/seed-content.js';
import { OPS_STORES } from './postgres.js';
import { opsSuite } from './ops-suite.js';

const LIST_FIELDS = [
  'conversation_id',
  'subject',
  'sender_name',
  'sender_email',
  'corporate_name',
  'main_intents',
  'sub_intents',
  'display_intents',
  'status_label',
  'failure_reason',
  'received_at_UTC',
].sort();
const ALL = `start_date=${daysAgo(61)}`;

describe.each(OPS_STORES)('audit endpoints on $name', (store) => {
  const suite = opsSuite(store);

  it('pages the last 7 days 20 at a time, newest first, with current_page, page_count, total_count, has_next', async () => {
    const query = `start_date=${daysAgo(7)}&exclude_out_of_scope=true`;
    const first = await suite.call('GET', `/api/audit/conversations?${query}`);
    expect(first.status).toBe(200);
    const { pagination } = first.body;
    expect(first.body.conversations).toHaveLength(20);
    expect(pagination.total_count).toBeGreaterThan(20);
    expect(pagination).toEqual({
      current_page: 1,
      page_count: Math.ceil(pagination.total_count / 20),
      total_count: pagination.total_count,
      has_next: true,
    });
    expect(Object.keys(first.body.conversations[0]).sort()).toEqual(LIST_FIELDS);
    const all = await suite.conversations(query);
    expect(all).toHaveLength(pagination.total_count);
    expect(new Set(all.map((c) => c.conversation_id)).size).toBe(all.length);
    const times = all.map((c) => c.received_at_UTC as string);
    expect([...times].sort().reverse()).toEqual(times);
    for (const time of times) {
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(time >= `${daysAgo(7)}T00:00:00Z`).toBe(true);
    }
    const last = await suite.call('GET', `/api/audit/conversations?${query}&page=${pagination.page_count}`);
    expect(last.body.pagination).toMatchObject({ current_page: pagination.page_count, has_next: false });
    const beyond = await suite.call(
      'GET',
      `/api/audit/conversations?${query}&page=${pagination.page_count + 1}`,
    );
    expect(beyond.body.conversations).toEqual([]);
    expect(beyond.body.pagination.has_next).toBe(false);
  });

  it('has every status in the last 7 days, and a failure reason only on FAILED', async () => {
    const all = await suite.conversations(`start_date=${daysAgo(7)}`);
    expect(new Set(all.map((c) => c.status_label))).toEqual(new Set(STATUSES));
    for (const c of all) {
      if (c.status_label === 'FAILED') expect(c.failure_reason).toEqual(expect.any(String));
      else expect(c.failure_reason).toBeNull();
    }
  });

  it('applies the exclude_out_of_scope rule with the status list', async () => {
    const statuses = async (query: string) =>
      new Set((await suite.conversations(`${ALL}&${query}`)).map((c) => c.status_label));
    expect(await statuses('exclude_out_of_scope=true')).toEqual(new Set(STATUSES.slice(1)));
    expect(await statuses('exclude_out_of_scope=false')).toEqual(new Set(STATUSES));
    expect(await statuses('status=COMPLETED,FAILED&exclude_out_of_scope=true')).toEqual(
      new Set(['COMPLETED', 'FAILED']),
    );
    // The screen sends OUT_OF_SCOPE as "not excluded" next to the other statuses.
    expect(await statuses('status=COMPLETED')).toEqual(new Set(['COMPLETED', 'OUT_OF_SCOPE']));
    expect(await statuses('status=OUT_OF_SCOPE')).toEqual(new Set(['OUT_OF_SCOPE']));
    expect(await statuses('status=OUT_OF_SCOPE&exclude_out_of_scope=true')).toEqual(new Set());
  });

  it('filters by date range with a whole-day end date', async () => {
    const day = daysAgo(10);
    const items = await suite.conversations(`start_date=${day}&end_date=${day}`);
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) expect(c.received_at_UTC.slice(0, 10)).toBe(day);
    const wide = await suite.call('GET', `/api/audit/conversations?${ALL}`);
    const narrow = await suite.call('GET', `/api/audit/conversations?start_date=${daysAgo(30)}`);
    expect(narrow.body.pagination.total_count).toBeLessThan(wide.body.pagination.total_count);
    const instant = new Date(Date.now() - 86_400_000).toISOString();
    const lastDay = await suite.conversations(`start_date=${encodeURIComponent(instant)}`);
    for (const c of lastDay)
      expect(Date.parse(c.received_at_UTC)).toBeGreaterThanOrEqual(Date.parse(instant) - 1000);
  });

  it('filters by main intent, corporate id or name, and search', async () => {
    const structured = await suite.conversations(`${ALL}&main_intent=STRUCTURED_BOOKING`);
    expect(structured.length).toBeGreaterThan(0);
    for (const c of structured) expect(c.main_intents.split(',')).toContain('STRUCTURED_BOOKING');

    const { body } = await suite.call('GET', '/api/audit/corporates');
    const globex = body.corporates.find((c: Json) => c.name === 'Globex Corporation');
    const byName = await suite.conversations(`${ALL}&corporateName=Globex%20Corporation`);
    const byId = await suite.conversations(`${ALL}&corporateId=${globex.id}`);
    const byCorporateName = await suite.conversations(`${ALL}&corporate=Globex%20Corporation`);
    const byCorporateId = await suite.conversations(`${ALL}&corporate=${globex.id}`);
    expect(byName.length).toBeGreaterThan(0);
    for (const c of byName) expect(c.corporate_name).toBe('Globex Corporation');
    const ids = (list: Json[]) => list.map((c) => c.conversation_id);
    expect(ids(byId)).toEqual(ids(byName));
    expect(ids(byCorporateName)).toEqual(ids(byName));
    expect(ids(byCorporateId)).toEqual(ids(byName));

    const sample = byName[0];
    const email = await suite.conversations(
      `${ALL}&search=${encodeURIComponent(sample.sender_email.toUpperCase())}`,
    );
    expect(ids(email)).toContain(sample.conversation_id);
    for (const c of email) expect(c.sender_email).toBe(sample.sender_email);
    const wildcard = await suite.call('GET', `/api/audit/conversations?${ALL}&search=%25`);
    expect(wildcard.body.pagination.total_count).toBe(0);
  });

  it('returns the detail: summary, body, thread stats, attachments of every type, drafts with outbound messages', async () => {
    const all = await suite.conversations(`start_date=${daysAgo(7)}`);
    const details = await Promise.all(
      all.map(async (c) => (await suite.call('GET', `/api/audit/conversations/${c.conversation_id}`)).body),
    );
    const names = details.flatMap((d) => d.attachments.map((a: Json) => a.name.split('.').pop()));
    for (const ext of ['xls', 'xlsx', 'csv', 'pdf', 'doc', 'docx', 'txt', 'json', 'xml'])
      expect(names).toContain(ext);
    expect(
      names.some((ext) => !['xls', 'xlsx', 'csv', 'pdf', 'doc', 'docx', 'txt', 'json', 'xml'].includes(ext)),
    ).toBe(true);
    for (const d of details) {
      expect(d.thread_stats.total_messages).toBe(
        d.thread_stats.inbound_count + d.thread_stats.outbound_count,
      );
      for (const a of d.attachments) expect(a.size).toEqual(expect.any(Number));
    }
    expect(details.some((d) => d.ai_summary === null)).toBe(true);
    expect(details.some((d) => typeof d.ai_summary === 'string')).toBe(true);
    expect(details.some((d) => typeof d.email_body === 'string')).toBe(true);
    const drafts = details.flatMap((d) => d.draft_events);
    const html = drafts.map((d: Json) => d.draft_message_content).join('\n');
    for (const hostile of ['<script>', 'onerror=', 'javascript:', '<svg', 'onload=', 'onmouseover='])
      expect(html).toContain(hostile);
    expect(drafts.some((d: Json) => d.outbound_messages.length > 0 && d.draft_message_content !== '')).toBe(
      true,
    );
    expect(drafts.some((d: Json) => d.outbound_messages.length === 0)).toBe(true);
    expect(drafts.some((d: Json) => d.draft_message_content === '')).toBe(true);
    const message = drafts.find((d: Json) => d.outbound_messages.length > 0).outbound_messages[0];
    expect(Object.keys(message).sort()).toEqual(['content', 'created_at', 'event_id']);
  });

  it('returns structured-booking events with success and failed state maps, none for other intents', async () => {
    const structured = await suite.conversations(`${ALL}&main_intent=STRUCTURED_BOOKING`);
    const events = await Promise.all(
      structured.map(
        async (c) =>
          (await suite.call('GET', `/api/audit/conversations/${c.conversation_id}/events`)).body.events,
      ),
    );
    const states = events.flat().map((e: Json) => e.state);
    expect(states.some((s) => s.status === 'success')).toBe(true);
    expect(states.some((s) => s.status === 'failed')).toBe(true);
    expect(states.some((s) => !('status' in s))).toBe(true);
    expect(Object.keys(events[0]![0]).sort()).toEqual(['created_at', 'event_id', 'state']);
    const other = (await suite.conversations(`${ALL}&main_intent=INVOICE_REQUEST`))[0];
    const none = await suite.call('GET', `/api/audit/conversations/${other.conversation_id}/events`);
    expect(none.body).toEqual({ events: [] });
  });

  it('lists corporates with is_sbr, status and identifiers, and the intents', async () => {
    const { body, headers } = await suite.call('GET', '/api/audit/corporates');
    expect(Number(headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    expect(body.corporates.length).toBeGreaterThan(20);
    for (const c of body.corporates) {
      expect(c).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        is_sbr: expect.any(Boolean),
        status: expect.any(String),
        identifiers: expect.any(Array),
      });
    }
    expect(new Set(body.corporates.map((c: Json) => c.status))).toEqual(
      new Set(['live', 'scheduled', 'testing', 'inactive']),
    );
    const intents = await suite.call('GET', '/api/audit/intents/');
    expect(intents.body.intents).toContain('STRUCTURED_BOOKING');
    expect([...intents.body.intents].sort()).toEqual(intents.body.intents);
  });

  it('retries a FAILED conversation once and refuses other statuses', async () => {
    const failed = (await suite.conversations(`${ALL}&status=FAILED&exclude_out_of_scope=true`))[0];
    const retry = await suite.call('POST', `/api/v1/audit/conversations/${failed.conversation_id}/retry`);
    expect(retry.status).toBe(202);
    expect(retry.body).toEqual({
      conversation_id: failed.conversation_id,
      status_label: 'IN_PROGRESS',
      retry_count: 1,
    });
    const detail = await suite.call('GET', `/api/audit/conversations/${failed.conversation_id}`);
    expect(detail.body).toMatchObject({ status_label: 'IN_PROGRESS', failure_reason: null });
    const again = await suite.call('POST', `/api/v1/audit/conversations/${failed.conversation_id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('NOT_RETRYABLE');
  });

  it("keeps each TMC to its own conversations: another TMC's ids are 404 everywhere", async () => {
    const mine = await suite.conversations(ALL);
    const theirs = await suite.conversationsAs(suite.second, ALL);
    expect(theirs.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((c) => c.conversation_id));
    expect(theirs.some((c) => mineIds.has(c.conversation_id))).toBe(false);
    const foreign = theirs.find((c) => c.status_label === 'FAILED').conversation_id;
    for (const [method, path] of [
      ['GET', `/api/audit/conversations/${foreign}`],
      ['GET', `/api/audit/conversations/${foreign}/events`],
      ['POST', `/api/v1/audit/conversations/${foreign}/retry`],
    ] as const) {
      const res = await suite.call(method, path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Conversation not found' });
    }
    const own = await suite.callAs(suite.second, 'GET', `/api/audit/conversations/${foreign}`);
    expect(own.body.status_label).toBe('FAILED');

    const managerCorporates = (await suite.call('GET', '/api/audit/corporates')).body.corporates;
    const secondCorporates = (await suite.callAs(suite.second, 'GET', '/api/audit/corporates')).body
      .corporates;
    const globexOfManager = managerCorporates.find((c: Json) => c.name === 'Globex Corporation');
    const globexOfSecond = secondCorporates.find((c: Json) => c.name === 'Globex Corporation');
    expect(globexOfSecond.id).not.toBe(globexOfManager.id);
    const ids = new Set(managerCorporates.map((c: Json) => c.id));
    expect(secondCorporates.some((c: Json) => ids.has(c.id))).toBe(false);
    const crossed = await suite.callAs(
      suite.second,
      'GET',
      `/api/audit/conversations?${ALL}&corporateId=${globexOfManager.id}`,
    );
    expect(crossed.body.pagination.total_count).toBe(0);
    const byName = await suite.conversationsAs(suite.second, `${ALL}&corporateName=Globex%20Corporation`);
    for (const c of byName) expect(mineIds.has(c.conversation_id)).toBe(false);
    const intents = await suite.callAs(suite.second, 'GET', '/api/audit/intents/');
    expect(intents.status).toBe(200);
  });

  it('rejects bad parameters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['start_date=2026-13-01', 'start_date'],
      ['end_date=yesterday', 'end_date'],
      ['start_date=2026-05-10&end_date=2026-05-01', 'end_date'],
      ['status=COMPLETED,DONE', 'status'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['exclude_out_of_scope=maybe', 'exclude_out_of_scope'],
      ['corporateId=abc', 'corporateId'],
    ];
    for (const [query, field] of cases) {
      const res = await suite.call('GET', `/api/audit/conversations?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_REQUEST', field });
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});
