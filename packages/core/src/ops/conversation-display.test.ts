import { describe, expect, it } from 'vitest';
import {
  attachmentType,
  canCompareDraft,
  draftStepStatus,
  failedEvents,
  formatAuditDate,
  formatDetailTime,
  formatFileSize,
  formatListTime,
  intentChip,
  isStructuredBooking,
  messageCounts,
  messageHtml,
  shouldFetchEvents,
  shouldRetry,
  statusText,
  statusTone,
  visibleFailureReason,
} from './conversation-display.js';
import type { DraftEvent } from './ops-types.js';

describe('statusTone (docs/rules/operations.md#conversation-statuses)', () => {
  it.each([
    ['OUT_OF_SCOPE', 'grey'],
    ['EXPIRED', 'grey'],
    ['IN_PROGRESS', 'blue'],
    ['PENDING_AGENT_APPROVAL', 'blue'],
    ['COMPLETED', 'green'],
    ['HANDED_OFF', 'green'],
    ['FAILED', 'red'],
    ['SOMETHING_NEW', 'grey'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
  it('writes status labels as words', () => {
    expect(statusText('PENDING_AGENT_APPROVAL')).toBe('Pending Agent Approval');
  });
});

describe('visibleFailureReason', () => {
  it('shows the reason only for FAILED', () => {
    expect(visibleFailureReason({ status_label: 'FAILED', failure_reason: 'PNR locked' })).toBe('PNR locked');
    expect(visibleFailureReason({ status_label: 'EXPIRED', failure_reason: 'PNR locked' })).toBeNull();
  });
});

describe('intentChip (docs/rules/operations.md#conversation-detail)', () => {
  it('shows the first sub-intent and counts the rest', () => {
    expect(intentChip({ main_intents: 'Booking', sub_intents: 'Hotel, Car, Rail' })).toMatchObject({
      text: 'Hotel',
      extra: '+2',
    });
  });
  it('falls back to the first main intent, then Unknown', () => {
    expect(intentChip({ main_intents: 'Cancel, Change', sub_intents: ' ' })).toMatchObject({
      text: 'Cancel',
      extra: '+1',
    });
    expect(intentChip({ main_intents: 'Cancel', sub_intents: null })).toMatchObject({
      text: 'Cancel',
      extra: null,
    });
    expect(intentChip({ main_intents: null, sub_intents: null })).toMatchObject({
      text: 'Unknown',
      extra: null,
    });
  });
  it('recognises the structured-booking intent in any spelling', () => {
    expect(isStructuredBooking({ main_intents: 'STRUCTURED_BOOKING', sub_intents: null })).toBe(true);
    expect(isStructuredBooking({ main_intents: 'Change', sub_intents: 'Structured booking' })).toBe(true);
    expect(isStructuredBooking({ main_intents: 'Booking', sub_intents: null })).toBe(false);
  });
});

describe('attachmentType (docs/rules/operations.md#conversation-detail)', () => {
  it.each([
    ['fares.xls', 'XLS'],
    ['fares.XLSX', 'XLS'],
    ['list.csv', 'CSV'],
    ['ticket.pdf', 'PDF'],
    ['memo.doc', 'DOC'],
    ['memo.docx', 'DOC'],
    ['notes.txt', 'TXT'],
    ['data.json', 'JSON'],
    ['feed.xml', 'XML'],
    ['photo.png', 'FILE'],
    ['README', 'FILE'],
  ])('%s -> %s', (name, type) => {
    expect(attachmentType(name)).toBe(type);
  });
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

describe('messageCounts (docs/rules/operations.md#conversation-detail)', () => {
  it('adds the opening e-mail to total and inbound', () => {
    expect(messageCounts({ total_messages: 3, inbound_count: 1, outbound_count: 2 })).toEqual({
      total: 4,
      inbound: 2,
      outbound: 2,
    });
    expect(messageCounts(null)).toEqual({ total: 1, inbound: 1, outbound: 0 });
  });
});

describe('time formats (docs/rules/operations.md#conversation-detail)', () => {
  const at = '2026-03-05T23:59:58.700Z';
  it('shows the list in UTC to the minute and the detail to the second', () => {
    expect(formatListTime(at)).toBe('05 Mar 26, 23:59');
    expect(formatDetailTime(at)).toBe('05 Mar 26, 23:59:58 UTC');
  });
  it("writes dates as 'DD MMM YY' in UTC", () => {
    expect(formatAuditDate(at)).toBe('05 Mar 26');
  });
});

describe('drafts and events (docs/rules/operations.md#conversation-detail)', () => {
  const draft = (content: string | null, sent: number): DraftEvent => ({
    draft_event_id: 'd',
    draft_created_at: '2026-01-01T00:00:00Z',
    draft_message_content: content,
    outbound_messages: Array.from({ length: sent }, (_, i) => ({
      event_id: `o${i}`,
      created_at: '',
      content: 'x',
    })),
  });
  it('marks a draft Completed once sent, else Pending Agent', () => {
    expect(draftStepStatus(draft('<p>Hi</p>', 1))).toBe('Completed');
    expect(draftStepStatus(draft('<p>Hi</p>', 0))).toBe('Pending Agent');
  });
  it('offers the comparison only with outbound messages and draft content', () => {
    expect(canCompareDraft(draft('<p>Hi</p>', 1))).toBe(true);
    expect(canCompareDraft(draft('<p>Hi</p>', 0))).toBe(false);
    expect(canCompareDraft(draft('  ', 2))).toBe(false);
    expect(canCompareDraft(draft(null, 2))).toBe(false);
  });
  it('keeps events whose status is present and not success', () => {
    const events = [
      { event_id: '1', created_at: '', state: { status: 'success' } },
      { event_id: '2', created_at: '', state: { status: 'failed' } },
      { event_id: '3', created_at: '', state: { step: 'quote' } },
      { event_id: '4', created_at: '', state: { status: 'timeout' } },
    ];
    expect(failedEvents(events).map((e) => e.event_id)).toEqual(['2', '4']);
  });
  it('fetches events only with a token longer than 10 characters and an id', () => {
    expect(shouldFetchEvents('12345678901', 'c1')).toBe(true);
    expect(shouldFetchEvents('1234567890', 'c1')).toBe(false);
    expect(shouldFetchEvents(null, 'c1')).toBe(false);
    expect(shouldFetchEvents('12345678901', '')).toBe(false);
  });
  it('ignores a retry without a long token or while one is running', () => {
    expect(shouldRetry('12345678901', 'c1', new Set())).toBe(true);
    expect(shouldRetry('1234567890', 'c1', new Set())).toBe(false);
    expect(shouldRetry('12345678901', 'c1', new Set(['c1']))).toBe(false);
  });
});

describe('message content', () => {
  it('keeps the paragraphs and line breaks of a plain-text message', () => {
    expect(messageHtml('Dear Ana,\n\nYour request is done.\nReference AB12.\n\nKind regards')).toBe(
      '<p>Dear Ana,</p><p>Your request is done.<br>Reference AB12.</p><p>Kind regards</p>',
    );
  });

  it('escapes plain text and leaves HTML to the sanitiser as it is', () => {
    expect(messageHtml('1 < 2 & "quotes"')).toBe('<p>1 &lt; 2 &amp; &quot;quotes&quot;</p>');
    expect(messageHtml('<p>Dear Ana,</p>\n<p>Done.</p>')).toBe('<p>Dear Ana,</p>\n<p>Done.</p>');
  });
});
