import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ALERT_SETTINGS } from './alert-replicas.js';
import { call, type Json } from './ops-client.js';
import { OPS_STORES } from './postgres.js';
import { freePort, type TestServer } from './server.js';
import { trackedPnrsRule } from '@tripsight/core/testing';
import { startAlertStack, type AlertStack } from './alert-stack.js';
import {
  eventually,
  startWebhookReceiver,
  type ReceivedHook,
  type WebhookReceiver,
} from './webhook-receiver.js';

/** What a receiver does with a request: recompute the HMAC of the exact body and compare. */
function signedBy(secret: string, hook: ReceivedHook): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(hook.body).digest('hex')}`);
  const given = Buffer.from(String(hook.headers['x-tripsight-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const rule = (webhookUrl: string) => trackedPnrsRule({ name: 'Tracked PNRs to the hook', webhookUrl });

describe.each(OPS_STORES.map((store) => store.name))('alert webhooks on %s', (storeName) => {
  let stack: AlertStack;
  let server: TestServer;
  let hooks: WebhookReceiver;
  let manager: string;
  let stranger: string;
  const as = (token: string, method: string, path: string, body?: unknown) =>
    call(server, method, path, token, body);

  beforeAll(async () => {
    hooks = await startWebhookReceiver();
    // The scheduler polls often and waits little, so the retries come within the test.
    stack = await startAlertStack({
      store: storeName,
      config: { alerts: { ...TEST_ALERT_SETTINGS, pollMs: 20 } },
    });
    ({ server, manager, otherTmc: stranger } = stack);
  });
  afterAll(async () => {
    await stack?.close();
    await hooks?.close();
  });

  const webhookSend = async (id: number) => {
    const history = await as(manager, 'GET', `/api/alerts/${id}/history`);
    return (history.body.sends as Json[]).find((send) => send.channel === 'webhook');
  };

  it('posts a signed body, retried with backoff until the receiver takes it, each attempt in the history', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule(`${hooks.url}/retried`));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const first = created.body.webhookSecret as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The owner's TMC may rotate the secret; the answer is the only place it shows.
    expect((await as(stranger, 'POST', `/api/alerts/${id}/webhook-secret`)).status).toBe(404);
    const rotated = await as(manager, 'POST', `/api/alerts/${id}/webhook-secret`);
    expect(rotated.status).toBe(200);
    const secret = rotated.body.webhookSecret as string;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(first);

    hooks.failFirst('/retried', 2);
    const run = await as(manager, 'POST', `/api/alerts/${id}/run`);
    expect(run.body).toMatchObject({ fired: true, sent: true });
    await eventually(async () => (await webhookSend(id))?.status === 'sent', 'the webhook to be taken');

    const posted = hooks.received.filter((hook) => hook.path === '/retried');
    expect(posted).toHaveLength(3);
    const key = `rule-${id}-webhook-${run.body.period.key}`;
    const { sentAt: _first, ...stored } = JSON.parse(posted[0]!.body) as Json;
    for (const hook of posted) {
      // The signature covers the exact bytes, the attempt's time included: a receiver refuses old ones.
      expect(signedBy(secret, hook)).toBe(true);
      expect(signedBy(first, hook)).toBe(false);
      const { sentAt, ...rest } = JSON.parse(hook.body) as Json;
      expect(rest).toEqual(stored);
      expect(hook.headers['x-tripsight-timestamp']).toBe(sentAt);
      expect(Date.now() - Date.parse(sentAt)).toBeLessThan(5 * 60_000);
      expect(hook.headers['content-type']).toBe('application/json');
      expect(hook.headers['x-tripsight-delivery']).toBe(key);
    }
    const times = posted.map((hook) => JSON.parse(hook.body).sentAt as string);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(3);
    expect(JSON.parse(posted[0]!.body)).toEqual({
      id: key,
      rule: {
        id,
        name: 'Tracked PNRs to the hook',
        view: 'air/faresaver/savingsOverview',
        field: 'trackedPnrs',
        operator: 'gte',
      },
      figure: run.body.value,
      threshold: 0,
      period: run.body.period,
      link: expect.stringContaining(
        `${server.config.publicUrl}/Faresaver/Savingsoverview?startDate=${run.body.period.start}`,
      ),
      firedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      test: false,
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const send = await webhookSend(id);
    expect(send).toMatchObject({ status: 'sent', attempts: 3, period: run.body.period.key });
    expect(send!.deliveryAttempts).toEqual([
      expect.objectContaining({ attempt: 3, ok: true, statusCode: 204, error: null }),
      expect.objectContaining({ attempt: 2, ok: false, statusCode: 503, error: 'HTTP 503' }),
      expect.objectContaining({ attempt: 1, ok: false, statusCode: 503, error: 'HTTP 503' }),
    ]);
    for (const attempt of send!.deliveryAttempts as Json[]) {
      expect(attempt.attemptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }

    // The period is sent: another run posts nothing more.
    expect((await as(manager, 'POST', `/api/alerts/${id}/run`)).body).toMatchObject({ sent: false });
    expect(hooks.received.filter((hook) => hook.path === '/retried')).toHaveLength(3);

    // The secret is in no answer but the two above, and never another TMC's to see.
    const answers = await Promise.all([
      as(manager, 'GET', `/api/alerts/${id}`),
      as(manager, 'GET', '/api/alerts'),
      as(manager, 'GET', `/api/alerts/${id}/history`),
      as(manager, 'PATCH', `/api/alerts/${id}`, { threshold: 0 }),
      as(stranger, 'GET', '/api/alerts'),
      as(stranger, 'GET', `/api/alerts/${id}/history`),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(secret);
  });

  it('posts a test send marked as a test, signed, under a delivery id of its own', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule(`${hooks.url}/tested`));
    const id = created.body.id as number;
    const secret = created.body.webhookSecret as string;
    const tested = await as(manager, 'POST', `/api/alerts/${id}/test`);
    expect(tested.body).toMatchObject({ sent: true, test: true });
    await eventually(async () => hooks.received.some((hook) => hook.path === '/tested'), 'the test webhook');
    const [hook] = hooks.received.filter((hook) => hook.path === '/tested');
    expect(signedBy(secret, hook!)).toBe(true);
    const body = JSON.parse(hook!.body) as Json;
    expect(body).toMatchObject({
      test: true,
      id: expect.stringMatching(new RegExp(`^rule-${id}-webhook-test-\\d+$`)),
    });
    expect(hook!.headers['x-tripsight-delivery']).toBe(body.id);
    expect(hook!.headers['x-tripsight-timestamp']).toBe(body.sentAt);
  });

  it('gives up after the configured attempts and says so in the history', async () => {
    const created = await as(manager, 'POST', '/api/alerts', rule(`${hooks.url}/down`));
    const id = created.body.id as number;
    hooks.failFirst('/down', Infinity);
    await as(manager, 'POST', `/api/alerts/${id}/run`);
    await eventually(async () => (await webhookSend(id))?.status === 'failed', 'the webhook to fail');
    const send = await webhookSend(id);
    expect(send).toMatchObject({ attempts: TEST_ALERT_SETTINGS.webhookAttempts, error: 'HTTP 503' });
    expect(send!.deliveryAttempts).toHaveLength(TEST_ALERT_SETTINGS.webhookAttempts);
    expect(hooks.received.filter((hook) => hook.path === '/down')).toHaveLength(
      TEST_ALERT_SETTINGS.webhookAttempts,
    );
  });

  it('logs a receiver that cannot be reached with the reason, and no status code', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/gone`;
    const created = await as(manager, 'POST', '/api/alerts', rule(closed));
    const id = created.body.id as number;
    await as(manager, 'POST', `/api/alerts/${id}/run`);
    await eventually(async () => (await webhookSend(id))?.status === 'failed', 'the webhook to fail');
    const send = await webhookSend(id);
    expect(send!.deliveryAttempts).toHaveLength(TEST_ALERT_SETTINGS.webhookAttempts);
    for (const attempt of send!.deliveryAttempts as Json[]) {
      expect(attempt).toMatchObject({
        ok: false,
        statusCode: null,
        error: expect.stringMatching(/ECONNREFUSED/),
      });
    }
  });
});
