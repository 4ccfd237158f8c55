// Registers every Tripsight element. This is the only module of the package with side effects.
// Safe to import on a server (SSR in Node): there, where `customElements` does not exist, it defines
// nothing; the browser defines the elements when the same module loads there.
import { defineAll } from './define-all.js';
import { canDefineElements } from './internal/ssr.js';

if (canDefineElements()) defineAll();

// Its types: importing this entry brings the tag-name map (`document.createElement('tripsight-…')`
// is typed) and the event map, as the package entry does; it exports no functions.
export type { TripsightEventMap } from './index.js';
