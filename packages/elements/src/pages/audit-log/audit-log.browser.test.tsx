import { expect } from 'chai';
import { defaultBus } from '@tripsight/core/context';
import type { ConversationDetail } from '@tripsight/core/ops';
import { defineAuditLog } from './audit-log.element.js';
import { sanitizeDraftHtml } from './safe-html.js';

declare global {
  interface Window {
    __pwned?: string[];
  }
}

/** Drafts that try every way of running script from e-mail HTML. */
const HOSTILE_DRAFTS: Record<string, string> = {
  'script tag': `<p>Dear traveller</p><script>(window.__pwned ||= []).push('script')</script>`,
  'img onerror': `<p>Fare</p><img src="data:image/png;base64,broken" onerror="(window.__pwned ||= []).push('onerror')">`,
  'body onload': `<body onload="(window.__pwned ||= []).push('body-onload')"><p>Hello</p></body>`,
  'iframe onload': `<iframe src="about:blank" onload="(window.__pwned ||= []).push('iframe')"></iframe>`,
  'javascript link': `<a href="javascript:(window.__pwned ||= []).push('link')">Confirm booking</a>`,
  'svg script': `<svg xmlns="http://www.w3.org/2000/svg"><script>(window.__pwned ||= []).push('svg-script')</script><circle r="4"/></svg>`,
  'svg onload': `<svg onload="(window.__pwned ||= []).push('svg-onload')"><rect width="5" height="5"/></svg>`,
  'svg animate href': `<svg><a><animate attributeName="href" values="javascript:(window.__pwned ||= []).push('animate')"/><text y="10">go</text></a></svg>`,
  'details ontoggle': `<details open ontoggle="(window.__pwned ||= []).push('ontoggle')"><summary>x</summary></details>`,
  'mutation xss': `<math><mtext><table><mglyph><style><img src=x onerror="(window.__pwned ||= []).push('mxss')"></style></mglyph></table></mtext></math>`,
  'uppercase handler': `<IMG SRC=x OnError="(window.__pwned ||= []).push('upper')">`,
  'encoded javascript': `<a href="&#106;avascript:(window.__pwned ||= []).push('encoded')">Pay</a>`,
};

function conversation(): ConversationDetail {
  return {
    conversation_id: 'conv-hostile',
    subject: 'Change my booking',
    sender_name: 'Mallory',
    sender_email: 'mallory@example.test',
    corporate_name: 'Globex Corporation',
    main_intents: 'Change',
    sub_intents: 'Date change',
    status_label: 'COMPLETED',
    failure_reason: null,
    received_at_UTC: '2026-03-05T10:11:12Z',
    ai_summary: 'Asks to move a flight.',
    email_body: '<script>(window.__pwned ||= []).push("body")</script>Please move my flight.',
    thread_stats: { total_messages: 2, inbound_count: 1, outbound_count: 1 },
    attachments: [],
    draft_events: Object.entries(HOSTILE_DRAFTS).map(([name, html], i) => ({
      draft_event_id: `d${i}`,
      draft_created_at: '2026-03-05T10:12:00Z',
      draft_message_content: html,
      outbound_messages: [
        { event_id: `o${i}`, created_at: '2026-03-05T10:20:00Z', content: `${html}<p>sent: ${name}</p>` },
      ],
    })),
  };
}

async function until<T>(find: () => T | null | undefined | false, timeout = 5000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() - start > timeout) throw new Error('timed out waiting for the element');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function buttonByText(root: ParentNode, text: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
}

/** Every element in `root` and whether any carries a handler or a script URL. */
function dangerousNodes(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (el.localName === 'script') found.push('script element');
    for (const attr of el.attributes) {
      if (attr.name.toLowerCase().startsWith('on')) found.push(`${el.localName}[${attr.name}]`);
      if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.localName}[${attr.name}=${attr.value}]`);
    }
    for (const key of ['onerror', 'onload', 'ontoggle', 'onclick'] as const) {
      if ((el as HTMLElement)[key]) found.push(`${el.localName}.${key} property`);
    }
  }
  return found;
}

/**
 * For the describe block it is called in: defines the element, signs in and answers the audit API
 * with `answer(url)` (404 where it gives nothing); restores fetch and the address after.
 */
function withAuditService(answer: (url: string) => unknown): void {
  const realFetch = window.fetch;
  before(() => {
    defineAuditLog();
    defaultBus().accessTokenProvider = async () => 'browser-test-token-0123456789';
    window.fetch = (async (input: RequestInfo | URL) => {
      const body = answer(String(input));
      return body === undefined ? Response.json({}, { status: 404 }) : Response.json(body);
    }) as typeof fetch;
  });
  after(() => {
    window.fetch = realFetch;
    history.replaceState(null, '', location.pathname);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
}

describe('<tripsight-audit-log> draft HTML in Chromium', () => {
  withAuditService((url) =>
    url.includes('/api/audit/conversations/conv-hostile') ? conversation() : undefined,
  );
  beforeEach(() => {
    window.__pwned = undefined;
  });

  it('strips every hostile construct in the sanitiser', () => {
    for (const [name, html] of Object.entries(HOSTILE_DRAFTS)) {
      const holder = document.createElement('div');
      holder.innerHTML = sanitizeDraftHtml(html);
      expect(dangerousNodes(holder), name).to.deep.equal([]);
    }
  });

  it('renders every hostile draft and sent message with no script run and no handler attached', async () => {
    history.replaceState(null, '', `${location.pathname}?conversation=conv-hostile`);
    document.body.innerHTML = '<tripsight-audit-log></tripsight-audit-log>';
    const root = document.querySelector('tripsight-audit-log')!.shadowRoot!;
    await until(
      () => root.textContent?.includes('Request Details') && buttonByText(root, 'Show original email body'),
    );
    buttonByText(root, 'Show original email body')!.click();
    await until(() => root.querySelector('.email-body'));
    expect(root.querySelector('.email-body')!.querySelector('script')).to.equal(null);

    const names = Object.keys(HOSTILE_DRAFTS);
    for (let i = 0; i < names.length; i++) {
      const compare = await until(
        () => [...root.querySelectorAll('button')].filter((b) => b.textContent === 'View Draft vs Sent')[i],
      );
      compare.click();
      await until(() => root.textContent?.includes('Created Draft') && root.querySelector('.message-html'));
      const regions = [...root.querySelectorAll('.message-html')];
      expect(regions.length, names[i]).to.equal(2);
      for (const region of regions) {
        expect(dangerousNodes(region), names[i]).to.deep.equal([]);
        for (const link of region.querySelectorAll('a'))
          link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        for (const details of region.querySelectorAll('details')) details.open = !details.open;
      }
      expect(root.textContent).to.contain(`sent: ${names[i]}`);
      // Give image errors, frame loads and toggles time to fire.
      await new Promise((r) => setTimeout(r, 150));
      expect(window.__pwned, names[i]).to.equal(undefined);
      buttonByText(root, '← Back to Conversation')!.click();
      await until(() => root.textContent?.includes('Request Details'));
    }
    expect(window.__pwned).to.equal(undefined);
  });
});

function bookingConversation(): ConversationDetail {
  return {
    ...conversation(),
    conversation_id: 'conv-booking',
    subject: 'Structured booking: Chicago',
    main_intents: 'STRUCTURED_BOOKING',
    sub_intents: 'REBOOKING_OFFER',
    draft_events: [
      {
        draft_event_id: 'd-booking',
        draft_created_at: '2026-03-05T10:12:00Z',
        draft_message_content: '<p>Dear Emma,</p><p>We have prepared your booking.</p>',
        outbound_messages: [
          {
            event_id: 'o-booking',
            created_at: '2026-03-05T10:20:00Z',
            content: 'Dear Emma,\n\nYour request is done.\nReference AB12CD.\n\nKind regards',
          },
        ],
      },
    ],
  };
}

const EVENTS = [
  {
    event_id: 'evt_9043efa84c641338',
    created_at: '2026-03-05T10:11:42Z',
    state: { step: 'received', mailbox: 'agent@northstar-travel.example' },
  },
  {
    event_id: 'evt_0adbebb5312a0f71',
    created_at: '2026-03-05T10:12:42Z',
    state: { status: 'success', step: 'parse_request', duration_ms: 830 },
  },
];

/** Every element under `root` (through open shadow roots) sticking out of `frame` on the right. */
function overflowing(root: ParentNode, frame: DOMRect): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.right > frame.right + 1)
      found.push(`${el.localName}.${el.className} ${box.right}`);
  }
  return found;
}

describe('<tripsight-audit-log> detail layout and keyboard in Chromium', () => {
  withAuditService((url) => {
    if (url.includes('/conv-booking/events')) return { events: EVENTS };
    if (url.includes('/api/audit/conversations/conv-booking')) return bookingConversation();
    return undefined;
  });

  async function openDetail(width: number): Promise<ShadowRoot> {
    history.replaceState(null, '', `${location.pathname}?conversation=conv-booking`);
    document.body.innerHTML = `<div style="width: ${width}px"><tripsight-audit-log></tripsight-audit-log></div>`;
    const root = document.querySelector('tripsight-audit-log')!.shadowRoot!;
    await until(() => root.querySelector('.events table tbody tr'));
    return root;
  }

  it('moves focus to the heading of an opened entry, and of its comparison', async () => {
    const root = await openDetail(1100);
    expect(root.activeElement?.textContent?.trim()).to.equal('Request Details');
    buttonByText(root, 'View Draft vs Sent')!.click();
    await until(() => root.activeElement?.textContent?.trim() === 'Draft vs Sent');
    buttonByText(root, '← Back to Conversation')!.click();
    await until(() => root.activeElement?.textContent?.trim() === 'Request Details');
  });

  it('fits the Event Information table in its card, state values whole, at 1100 and 360 px', async () => {
    for (const width of [1100, 360]) {
      const root = await openDetail(width);
      const card = root.querySelector('.events')!;
      expect(overflowing(card, card.getBoundingClientRect()), `${width} px`).to.deep.equal([]);
      const step = [...root.querySelectorAll('.state dd')].find((dd) => dd.textContent === 'parse_request')!;
      // One line: the value is not broken every few characters.
      expect(step.getBoundingClientRect().height, `${width} px`).to.be.lessThan(24);
      document.body.innerHTML = '';
    }
  });

  it('keeps the paragraphs and line breaks of an outbound message', async () => {
    const root = await openDetail(1100);
    buttonByText(root, 'View Draft vs Sent')!.click();
    const sent = await until(() => root.querySelector('[aria-label="Outbound message 1"]'));
    expect(sent.querySelectorAll('p')).to.have.length(3);
    expect(sent.querySelectorAll('br')).to.have.length(1);
    expect((sent as HTMLElement).innerText).to.contain('Your request is done.\nReference AB12CD.');
  });
});
