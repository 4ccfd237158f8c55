import { describe, expect, it } from 'vitest';
import type { Json } from './ops-client.js';
import { OPS_STORES } from './postgres.js';
import { opsSuite } from './ops-suite.js';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(OPS_STORES)('SBR customer management on $name', (store) => {
  const suite = opsSuite(store);

  const create = (name: unknown, isTest = true, token = suite.manager) =>
    suite.callAs(token, 'POST', '/api/sbr/corporate/create/', {
      corporate_name: name,
      is_test: isTest,
    });
  const find = async (name: string, token = suite.manager) => {
    const { body } = await suite.callAs(
      token,
      'GET',
      `/api/sbr/corporates?is_sbr=true&name=${encodeURIComponent(name)}`,
    );
    return body.corporates.find((c: Json) => c.name === name);
  };

  it('pages SBR clients with page, total_pages, total_count and derives live, scheduled, testing', async () => {
    const first = await suite.call('GET', '/api/sbr/corporates?is_sbr=true');
    expect(first.status).toBe(200);
    const { pagination, corporates } = first.body;
    expect(pagination).toEqual({
      page: 1,
      total_pages: Math.ceil(pagination.total_count / 20),
      total_count: pagination.total_count,
    });
    expect(pagination.total_pages).toBeGreaterThan(1);
    expect(corporates).toHaveLength(20);
    const second_ = await suite.call('GET', '/api/sbr/corporates?is_sbr=true&page=2');
    expect(second_.body.corporates.length).toBe(pagination.total_count - 20);
    const all = [...corporates, ...second_.body.corporates];
    for (const c of all) {
      expect(c).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        is_live: expect.any(Boolean),
        identifiers: expect.any(Array),
        is_sbr: true,
      });
      expect(c.status).toBe(c.is_live ? 'live' : c.go_live_date ? 'scheduled' : 'testing');
      if (c.go_live_date !== null) expect(c.go_live_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['live', 'scheduled', 'testing']));
    expect(all.some((c) => c.identifiers.length === 0)).toBe(true);
    for (const status of ['live', 'testing', 'scheduled']) {
      const { body } = await suite.call(
        'GET',
        `/api/sbr/corporates?is_sbr=true&status=${status.toUpperCase()}`,
      );
      expect(body.pagination.total_count).toBe(all.filter((c) => c.status === status).length);
      for (const c of body.corporates) expect(c.status).toBe(status);
    }
    const nonSbr = await suite.call('GET', '/api/sbr/corporates?is_sbr=false');
    expect(nonSbr.body.pagination.total_count).toBeGreaterThan(0);
    for (const c of nonSbr.body.corporates) expect(c.is_sbr).toBe(false);
    const named = await suite.call('GET', '/api/sbr/corporates?is_sbr=true&name=globex');
    expect(named.body.corporates.map((c: Json) => c.name)).toEqual(['Globex Corporation']);
  });

  it('creates a testing client, refuses a blank or duplicate name, and onboards an existing corporate', async () => {
    const created = await create('  Contoso Travel  ');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Contoso Travel',
      is_live: false,
      go_live_date: null,
      identifiers: [],
      status: 'testing',
      is_sbr: true,
      is_test: true,
    });
    for (const blank of ['', '   ', undefined, 42]) {
      const res = await create(blank);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'BAD_REQUEST',
        message: 'Corporate name is required',
        field: 'corporate_name',
      });
    }
    const bad = await suite.call('POST', '/api/sbr/corporate/create/', {
      corporate_name: 'X',
      is_test: 'yes',
    });
    expect(bad.body).toMatchObject({ error: 'BAD_REQUEST', field: 'is_test' });
    const duplicate = await create('contoso travel');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ error: 'CORPORATE_EXISTS', field: 'corporate_name' });
    const nonSbr = (await suite.call('GET', '/api/sbr/corporates?is_sbr=false')).body.corporates[0];
    const onboarded = await create(nonSbr.name, false);
    expect(onboarded.status).toBe(201);
    expect(onboarded.body).toMatchObject({ id: nonSbr.id, is_sbr: true, is_test: false });
    // Another TMC may use the same name.
    const elsewhere = await create('Contoso Travel', true, suite.second);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.id).not.toBe(created.body.id);
  });

  it('marks a client live once, refetchable with today as go-live date', async () => {
    const { body } = await create('Fabrikam Live');
    const live = await suite.call('POST', `/api/sbr/corporate/${body.id}/go-live/`);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ id: body.id, is_live: true, go_live_date: today(), status: 'live' });
    expect(await find('Fabrikam Live')).toMatchObject({ is_live: true, status: 'live' });
    const again = await suite.call('POST', `/api/sbr/corporate/${body.id}/go-live/`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ALREADY_LIVE');
    const scheduled = (await suite.call('GET', '/api/sbr/corporates?is_sbr=true&status=scheduled')).body
      .corporates[0];
    const early = await suite.call('POST', `/api/sbr/corporate/${scheduled.id}/go-live/`);
    expect(early.body).toMatchObject({ is_live: true, go_live_date: today() });
  });

  it('renames a client, refusing blank names and names in use', async () => {
    const { body } = await create('Northwind Old');
    const renamed = await suite.call('PATCH', `/api/sbr/corporate/${body.id}/name/`, {
      corporate_name: ' Northwind Traders ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: body.id, name: 'Northwind Traders' });
    const blank = await suite.call('PATCH', `/api/sbr/corporate/${body.id}/name/`, {
      corporate_name: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('corporate_name');
    const taken = await suite.call('PATCH', `/api/sbr/corporate/${body.id}/name/`, {
      corporate_name: 'Initech',
    });
    expect(taken.status).toBe(409);
    expect((await find('Northwind Traders')).id).toBe(body.id);
  });

  it('leaves one consistent name after concurrent renames', async () => {
    const { body } = await create('Race Start');
    for (let round = 0; round < 5; round++) {
      const names = Array.from({ length: 6 }, (_, k) => `Race ${round}-${k}`);
      const results = await Promise.all(
        names.map((name) =>
          suite.call('PATCH', `/api/sbr/corporate/${body.id}/name/`, {
            corporate_name: name,
          }),
        ),
      );
      for (const result of results) expect(result.status).toBe(200);
      const sbr = (await suite.call('GET', `/api/sbr/corporates?is_sbr=true&name=Race%20${round}-`)).body
        .corporates;
      expect(sbr).toHaveLength(1);
      expect(names).toContain(sbr[0].name);
      const audit = (await suite.call('GET', '/api/audit/corporates')).body.corporates.filter(
        (c: Json) => c.id === body.id,
      );
      expect(audit.map((c: Json) => c.name)).toEqual([sbr[0].name]);
      // Exactly one response saw the final name last: the renames were applied one after another.
      expect(results.filter((r) => r.body.name === sbr[0].name)).toHaveLength(1);
    }
  });

  it('adds a sender once, refuses malformed e-mails, and removes it', async () => {
    const { body } = await create('Sender Co');
    const path = `/api/sbr/corporate/${body.id}/identifiers/`;
    const send = (method: 'POST' | 'DELETE', identifier: unknown) => suite.call(method, path, { identifier });
    const added = await send('POST', 'Travel@Sender.example');
    expect(added.status).toBe(201);
    expect(added.body.identifiers).toEqual(['travel@sender.example']);
    const twice = await send('POST', ' travel@sender.example ');
    expect(twice.status).toBe(200);
    expect(twice.body.identifiers).toEqual(['travel@sender.example']);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => send('POST', 'desk@sender.example')));
    expect(parallel.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await find('Sender Co')).identifiers).toEqual(['desk@sender.example', 'travel@sender.example']);
    for (const identifier of ['', 'not-an-email', 'a@b', 'two@@sender.example', 'sp ace@sender.example', 7]) {
      const res = await send('POST', identifier);
      expect(res.status, String(identifier)).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_REQUEST', field: 'identifier' });
    }
    const initech = await find('Initech');
    expect(initech.identifiers.length).toBeGreaterThan(0);
    const inUse = await send('POST', initech.identifiers[0]);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error: 'IDENTIFIER_IN_USE', field: 'identifier' });
    const removed = await send('DELETE', 'travel@sender.example');
    expect(removed.status).toBe(200);
    expect(removed.body.identifiers).toEqual(['desk@sender.example']);
    const gone = await send('DELETE', 'travel@sender.example');
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('IDENTIFIER_NOT_FOUND');
    const byQuery = await suite.call('DELETE', `${path}?identifier=desk%40sender.example`);
    expect(byQuery.body.identifiers).toEqual([]);
  });

  it("keeps each TMC to its own clients: another TMC's ids are 404 on every endpoint", async () => {
    const { body } = await create('Tenant Guarded');
    await suite.call('POST', `/api/sbr/corporate/${body.id}/identifiers/`, {
      identifier: 'a@guarded.example',
    });
    const theirs = (await suite.callAs(suite.second, 'GET', '/api/sbr/corporates?is_sbr=true&page=1')).body
      .corporates;
    expect(theirs.some((c: Json) => c.id === body.id || c.name === 'Tenant Guarded')).toBe(false);
    for (const [method, path, payload] of [
      ['POST', `/api/sbr/corporate/${body.id}/go-live/`, undefined],
      ['PATCH', `/api/sbr/corporate/${body.id}/name/`, { corporate_name: 'Stolen' }],
      ['POST', `/api/sbr/corporate/${body.id}/identifiers/`, { identifier: 'b@guarded.example' }],
      ['DELETE', `/api/sbr/corporate/${body.id}/identifiers/`, { identifier: 'a@guarded.example' }],
    ] as const) {
      const res = await suite.callAs(suite.second, method, path, payload);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Corporate not found' });
    }
    expect(await find('Tenant Guarded')).toMatchObject({
      is_live: false,
      identifiers: ['a@guarded.example'],
    });
  });

  it('answers unknown ids with 404 and malformed ids or parameters with 400 naming the field', async () => {
    expect((await suite.call('POST', '/api/sbr/corporate/999999/go-live/')).status).toBe(404);
    const badId = await suite.call('PATCH', '/api/sbr/corporate/abc/name/', {
      corporate_name: 'X',
    });
    expect(badId.body).toMatchObject({ error: 'BAD_REQUEST', field: 'id' });
    for (const [query, field] of [
      ['page=-1', 'page'],
      ['is_sbr=yes', 'is_sbr'],
      ['status=sunset', 'status'],
    ]) {
      const res = await suite.call('GET', `/api/sbr/corporates?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const notJson = await fetch(`${suite.server.url}/api/sbr/corporate/create/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.manager}`, 'content-type': 'application/json' },
      body: '{"corporate_name":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ field: 'body' });
  });
});
