import { ALWAYS_ENTITLED_TAB } from '@tripsight/core/catalogue';
import { CUBE_API_PATH, type CubeMetaResponse } from '@tripsight/core/cube';
import { describe, expect, it } from 'vitest';
import { CUBE_READERS } from '../src/analytics/cube/cube-readers.js';
import { CUBES } from '../src/analytics/cube/cube-registry.js';
import { DEMO_USER_KEYS, DEMO_USERS } from '../src/auth/demo-users.js';
import { signedInServer } from './signed-in.js';
import { tokenFor } from './tokens.js';

/** Every member of every cube, with its cube, whether it is a measure, and its own readers if any. */
const MEMBERS = [...CUBES.values()].flatMap((cube) => [
  ...Object.entries(cube.measures).map(([name, member]) => ({
    cube: cube.name,
    name: `${cube.name}.${name}`,
    measure: true,
    readers: member.readers,
  })),
  ...Object.entries(cube.dimensions).map(([name, member]) => ({
    cube: cube.name,
    name: `${cube.name}.${name}`,
    measure: false,
    readers: member.readers,
  })),
]);

/** True when one of `tabs` (or the tab every user has) reads `cube`, as the catalogue says. */
const reads = (tabs: readonly string[], cube: string) =>
  [...(CUBE_READERS.get(cube) ?? [])].some((tab) => tab === ALWAYS_ENTITLED_TAB || tabs.includes(tab));

/**
 * The places a query names a member. `limit: 0` makes every allowed query a 400 right after the
 * cube check, so the matrix measures the check alone and runs no statement.
 */
const FORMS: Record<string, (member: (typeof MEMBERS)[number]) => unknown> = {
  selected: (m) => ({ [m.measure ? 'measures' : 'dimensions']: [m.name], limit: 0 }),
  filter: (m) => ({ filters: [{ member: m.name, operator: 'set' }], limit: 0 }),
  nested: (m) => ({ filters: [{ or: [{ member: m.name, operator: 'set' }] }], limit: 0 }),
  order: (m) => ({ order: [[m.name, 'asc']], limit: 0 }),
};

describe('entitlement matrix: every demo user, every query API route, every cube member', () => {
  const app = signedInServer();

  it('lets a user name a member exactly when one of their tabs reads its cube (and the member)', async () => {
    const started = performance.now();
    let cases = 0;
    for (const user of DEMO_USER_KEYS) {
      const token = await tokenFor(app.server, user);
      const tabs = DEMO_USERS[user].claims.entitled_tabs;
      const meta = await fetch(`${app.server.url}${CUBE_API_PATH}/meta`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const mayQueryAny = [...CUBES.keys()].some((cube) => reads(tabs, cube));
      expect(meta.status, user).toBe(mayQueryAny ? 200 : 403);
      if (meta.status === 200) {
        const listed = ((await meta.json()) as CubeMetaResponse).cubes.map((cube) => cube.name);
        expect(listed, user).toEqual([...CUBES.keys()].filter((cube) => reads(tabs, cube)));
      }
      const requests = MEMBERS.flatMap((member) =>
        Object.entries(FORMS).flatMap(([form, make]) => {
          const query = make(member);
          return [
            { member, form: `POST ${form}`, init: { method: 'POST', body: JSON.stringify({ query }) } },
            ...(form === 'selected'
              ? [{ member, form: 'GET selected', url: `?query=${encodeURIComponent(JSON.stringify(query))}` }]
              : []),
          ];
        }),
      );
      // A few at a time: one server, many cheap calls.
      for (let i = 0; i < requests.length; i += 16) {
        await Promise.all(
          requests.slice(i, i + 16).map(async ({ member, form, init, url }) => {
            const res = await fetch(`${app.server.url}${CUBE_API_PATH}/load${url ?? ''}`, {
              ...init,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            });
            await res.arrayBuffer();
            cases++;
            // A member of its own readers (the emission figures) needs one of them as well.
            const allowed =
              reads(tabs, member.cube) &&
              (!member.readers || member.readers.some((tab) => tabs.includes(tab)));
            expect(res.status, `${user} ${form} ${member.name}`).toBe(allowed ? 400 : 403);
          }),
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `entitlement matrix: ${cases} calls (${DEMO_USER_KEYS.length} users × ${MEMBERS.length} members × 5 forms) in ${seconds.toFixed(1)} s`,
    );
    expect(cases).toBe(DEMO_USER_KEYS.length * MEMBERS.length * 5);
  });
});
