import { describe, expect, it } from 'vitest';
import {
  readSavedQuestions,
  removeSavedQuestion,
  SAVED_QUERIES_KEY,
  saveQuestion,
} from './saved-questions.js';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
};

describe('saved questions', () => {
  it('keeps the question and the query under savedQueries, newest first, one per question text', () => {
    const storage = memory();
    saveQuestion(storage, { question: 'spend', query: { measures: ['C.a'] }, cubeName: 'C' });
    saveQuestion(storage, { question: 'pnrs', query: { measures: ['C.b'] }, cubeName: 'C' });
    saveQuestion(storage, { question: 'spend', query: { measures: ['C.c'] }, cubeName: 'C' });
    expect(readSavedQuestions(storage).map((s) => [s.question, s.query.measures])).toEqual([
      ['spend', ['C.c']],
      ['pnrs', ['C.b']],
    ]);
    expect(storage.map.has(SAVED_QUERIES_KEY)).toBe(true);
  });
  it('removes by question text and survives unreadable storage', () => {
    const storage = memory();
    saveQuestion(storage, { question: 'spend', query: {}, cubeName: 'C' });
    expect(removeSavedQuestion(storage, 'spend')).toEqual([]);
    storage.setItem(SAVED_QUERIES_KEY, '{not json');
    expect(readSavedQuestions(storage)).toEqual([]);
  });
});
