import { defineContext } from './context/context.element.js';

/** Registers every Tripsight element (idempotent). */
export function defineAll(): void {
  defineContext();
}
