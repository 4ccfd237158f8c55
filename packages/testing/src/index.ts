export { until, untilFound } from './until.js';
export { deepQuery, deepQueryAll, deepText } from './shadow-dom.js';
export { fakeFetch } from './fake-service.js';
export type { FakeAnswers } from './fake-service.js';
export { shadowText } from './page-text.js';
