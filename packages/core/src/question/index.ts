/** The question screen: plain-language questions read into analytics queries. */
export * from './chart-choice.js';
export * from './parse-question.js';
export * from './question-client.js';
export * from './question-contract.js';
export * from './question-context.js';
export * from './question-dates.js';
export * from './question-edits.js';
export * from './question-lexicon.js';
export * from './question-negation.js';
export * from './question-places.js';
export * from './question-query.js';
export * from './question-suggestions.js';
export * from './question-reading.js';
export * from './question-typos.js';
export * from './question-words.js';
export * from './saved-questions.js';
export * from './travel-terms.js';
