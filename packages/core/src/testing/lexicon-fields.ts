import type { LexiconField } from '../question/question-lexicon.js';

/**
 * A member of a view as the question screen's lexicon reads it: `Cube.name` with its title, short
 * title (the title unless given), type and declared synonyms.
 */
export const lexiconField = (
  cube: string,
  name: string,
  title: string,
  type: LexiconField['type'],
  synonyms: string[] = [],
  shortTitle = title,
): LexiconField => ({ name: `${cube}.${name}`, title, shortTitle, type, synonyms });
