/** Fixtures of core's contracts that the tests of several packages share (never shipped). */
export { alertRule, refusedFields, trackedPnrsRule } from './alert-fixtures.js';
export { FakeUserManager } from './fake-user-manager.js';
export { lexiconField } from './lexicon-fields.js';
