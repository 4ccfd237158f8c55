import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route of the service as it was registered: its method(s), URL and JSON schemas. */
export interface RouteEntry {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  schema: FastifySchema | undefined;
}

const CATALOGUES = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered on `app` after this call (each with its schema), so tools and
 * tests can go over the service's routes and derive requests from their own schemas.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  CATALOGUES.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url, schema: route.schema });
  });
}

/** The routes `recordRoutes` saw on `app`, in registration order. */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return CATALOGUES.get(app) ?? [];
}
