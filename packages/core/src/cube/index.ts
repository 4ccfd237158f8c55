/** The analytics query API (Cube's REST shapes): query and answer types, cube names and the client. */
export * from './cube-client.js';
export * from './cube-query.js';
export * from './cubes.js';
