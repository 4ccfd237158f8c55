import type { CubeQuery } from '../cube/cube-query.js';

/** The localStorage key of saved questions (docs/rules/question.md#saved-questions). */
export const SAVED_QUERIES_KEY = 'savedQueries';

/** A saved question: its text and the query as the user left it (chips edited). */
export interface SavedQuestion {
  question: string;
  query: CubeQuery;
  /** The view it was asked of. */
  cubeName: string;
}

/** The part of `Storage` saved questions use. */
export type QuestionStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isSaved = (value: unknown): value is SavedQuestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedQuestion).question === 'string' &&
  typeof (value as SavedQuestion).query === 'object';

/** The saved questions, newest first; an unreadable entry is left out rather than failing the screen. */
export function readSavedQuestions(storage: QuestionStorage): SavedQuestion[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SAVED_QUERIES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
  } catch {
    return [];
  }
}

/** Saves a question (replacing one with the same text) and answers the new list. */
export function saveQuestion(storage: QuestionStorage, saved: SavedQuestion): SavedQuestion[] {
  const list = [saved, ...readSavedQuestions(storage).filter((s) => s.question !== saved.question)];
  storage.setItem(SAVED_QUERIES_KEY, JSON.stringify(list));
  return list;
}

/** Removes the saved question with this text (docs/rules/question.md#saved-questions: removable by question text) and answers the new list. */
export function removeSavedQuestion(storage: QuestionStorage, question: string): SavedQuestion[] {
  const list = readSavedQuestions(storage).filter((s) => s.question !== question);
  storage.setItem(SAVED_QUERIES_KEY, JSON.stringify(list));
  return list;
}
