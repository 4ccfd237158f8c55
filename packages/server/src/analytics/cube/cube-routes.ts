import { CUBE_API_PATH, type CubeMeta } from '@tripsight/core/cube';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../errors.js';
import { checkJsonDepth } from '../../security/json-depth.js';
import { entitledToAny, requireEntitlement } from '../../security/entitlements.js';
import type { Principal } from '../../security/principal.js';
import { tmcGuard } from '../../security/tenant-guard.js';
import { linkOpsStore, loadCubeQuery, type CubeQueryType } from './cube-query.js';
import { CUBE_TABS, cubeReaders } from './cube-readers.js';
import { queryMembers } from './cube-query-members.js';
import { CUBES } from './cube-registry.js';
import type { CubeDefinition } from './cube-schema.js';
import type { Warehouse } from '../warehouse/warehouse.js';

/** `queryType`: `multi` (what Cube's own client sends) wraps the answer in `results`. */
const QUERY_TYPE = { enum: ['regular', 'multi'] };

/**
 * A cube answers only users entitled to a tab that reads it (cube-readers.ts). Every member the
 * query names anywhere (measures, dimensions, segments, time dimensions, filters with their `and`/`or`
 * groups, order keys) is checked, so a cube cannot be read through a filter or an order alone.
 */
function requireCubeEntitlement(query: unknown, principal: Principal): void {
  const named = queryMembers(query).map(({ name }) => name.split('.'));
  for (const name of new Set(named.map(([cube]) => cube ?? ''))) {
    const cube = CUBES.get(name);
    if (cube) requireEntitlement(principal, cubeReaders(cube.name));
  }
  // A member some tabs only may read (the emission figures) needs one of those too.
  for (const [cubeName, memberName] of named) {
    const cube = CUBES.get(cubeName ?? '');
    const member = memberName ? (cube?.measures[memberName] ?? cube?.dimensions[memberName]) : undefined;
    if (member?.readers) requireEntitlement(principal, member.readers);
  }
}

/** Sends JSON text as it is (the load answer is written by the database, not serialised here). */
const sendJson = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);

/**
 * One cube as the meta call lists it; members with synonyms carry them (a field Cube's client
 * ignores). With `principal`, the members it may not read (`readers`) are left out.
 */
export function cubeMeta(cube: CubeDefinition, principal?: Principal): CubeMeta {
  const members = (entries: CubeDefinition['measures']) =>
    Object.entries(entries)
      .filter(([, member]) => !principal || !member.readers || entitledToAny(principal, member.readers))
      .map(([name, member]) => ({
        name: `${cube.name}.${name}`,
        title: member.title,
        shortTitle: member.shortTitle,
        type: member.type,
        ...(member.synonyms ? { synonyms: [...member.synonyms] } : {}),
      }));
  return {
    name: cube.name,
    title: cube.title,
    measures: members(cube.measures),
    dimensions: members(cube.dimensions),
    segments: [],
  };
}

/**
 * The analytics query API in the paths and shapes of Cube's REST API: `POST /cubejs-api/v1/load`
 * with `{ query, queryType? }` (or `GET` with `?query=<JSON>&queryType=`) and `GET /cubejs-api/v1/meta` (optionally
 * `?cubeName=`). Every call passes the tenant guard and reads the caller's TMC only.
 */
export function registerCubeApi(app: FastifyInstance, ctx: AppContext, warehouse: Warehouse): void {
  const guard = tmcGuard(ctx, { tabs: CUBE_TABS, budget: 'analytics' });
  // The operational store opens after the analytics module: every caller of loadCubeQuery on this
  // warehouse (this API, the report service, the export) reads the ops cubes from it once ready.
  app.addHook('onReady', async () => {
    if (ctx.ops) linkOpsStore(warehouse, ctx.ops);
  });
  app.post<{ Body: { query: unknown; queryType?: CubeQueryType } }>(
    `${CUBE_API_PATH}/load`,
    {
      schema: {
        body: {
          type: 'object',
          properties: { query: { type: 'object' }, queryType: QUERY_TYPE },
          required: ['query'],
          additionalProperties: false,
        },
      },
      onRequest: guard.onRequest,
    },
    async (request, reply) => {
      const { query, queryType } = request.body;
      requireCubeEntitlement(query, guard.caller(request).principal);
      return sendJson(reply, await loadCubeQuery(warehouse, guard.caller(request).tmc, query, queryType));
    },
  );
  app.get<{ Querystring: { query: string; queryType?: CubeQueryType } }>(
    `${CUBE_API_PATH}/load`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { query: { type: 'string', maxLength: 20000 }, queryType: QUERY_TYPE },
          required: ['query'],
          additionalProperties: false,
        },
      },
      onRequest: guard.onRequest,
    },
    async (request, reply) => {
      let query: unknown;
      checkJsonDepth('query', request.query.query);
      try {
        query = JSON.parse(request.query.query);
      } catch {
        throw badRequest('query', 'is not JSON');
      }
      const { queryType } = request.query;
      requireCubeEntitlement(query, guard.caller(request).principal);
      return sendJson(reply, await loadCubeQuery(warehouse, guard.caller(request).tmc, query, queryType));
    },
  );
  app.get<{ Querystring: { cubeName?: string } }>(
    `${CUBE_API_PATH}/meta`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { cubeName: { type: 'string', maxLength: 100 } },
          additionalProperties: false,
        },
      },
      onRequest: guard.onRequest,
    },
    (request) => {
      const { cubeName } = request.query;
      if (cubeName !== undefined && !CUBES.has(cubeName))
        throw badRequest('cubeName', `unknown cube ${cubeName}`);
      const { principal } = guard.caller(request);
      return {
        cubes: [...CUBES.values()]
          .filter((cube) => !cubeName || cube.name === cubeName)
          .filter((cube) => entitledToAny(principal, cubeReaders(cube.name)))
          .map((cube) => cubeMeta(cube, principal)),
      };
    },
  );
}
