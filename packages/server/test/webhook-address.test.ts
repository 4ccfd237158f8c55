import { describe, expect, it } from 'vitest';
import { internalAddress, webhookAddressProblem } from '../src/alerts/webhook-address.js';
import { postWebhook } from '../src/alerts/webhook-post.js';
import { startWebhookReceiver } from './webhook-receiver.js';

describe('webhook receivers on internal networks', () => {
  it('tells internal addresses from public ones, in both families', () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.0.9',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12::3',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
    ]) {
      expect(internalAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '203.0.114.1']) {
      expect(internalAddress(address), address).toBe(false);
    }
  });

  it('refuses a name that resolves to this machine, and lets an unresolvable one through', async () => {
    expect(await webhookAddressProblem('http://localhost:8080/hook')).toMatch(/internal network address/);
    expect(await webhookAddressProblem('https://hooks.example.invalid/x')).toBeNull();
  });

  it('refuses to post to an internal receiver unless allowed, and never reaches it', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const headers = { secret: 's', delivery: 'rule-1-webhook-2026-10', now: new Date() };
      const named = await postWebhook(
        receiver.url.replace('127.0.0.1', 'localhost') + '/a',
        '{}',
        headers,
        5_000,
      );
      expect(named).toMatchObject({
        ok: false,
        statusCode: null,
        error: expect.stringMatching(/internal address/),
      });
      const literal = await postWebhook(`${receiver.url}/b`, '{}', headers, 5_000);
      expect(literal).toMatchObject({ ok: false, error: expect.stringMatching(/internal address/) });
      expect(receiver.received).toHaveLength(0);
      const allowed = await postWebhook(`${receiver.url}/c`, '{}', headers, 5_000, true);
      expect(allowed).toMatchObject({ ok: true, error: null });
      expect(receiver.received.map((hook) => hook.path)).toEqual(['/c']);
    } finally {
      await receiver.close();
    }
  });
});
