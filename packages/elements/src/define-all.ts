import * as elements from './elements.js';

/** Registers every Tripsight element (idempotent: a tag already defined is left alone). */
export function defineAll(): void {
  // The provider first, so elements upgraded with it find their bus at once.
  elements.defineContext();
  for (const define of Object.values(elements)) define();
}
