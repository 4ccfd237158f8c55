import * as elements from './elements.js';
import { canDefineElements } from './internal/ssr.js';

/**
 * Registers every Tripsight element (idempotent: a tag already defined is left alone). Does nothing
 * where custom elements do not exist (Node during SSR).
 */
export function defineAll(): void {
  if (!canDefineElements()) return;
  // The provider first, so elements upgraded with it find their bus at once.
  elements.defineContext();
  for (const define of Object.values(elements)) define();
}
