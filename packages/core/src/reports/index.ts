/** Embedded reports: the declarative definitions the reference report service draws. */
export * from './report-definition.js';
