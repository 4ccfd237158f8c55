/** Numbers written as words in a question ("last three months", "top five carriers"). */
const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  thirty: 30,
  ninety: 90,
};

/** The words a number is written with ("two", "fourteen"). */
export const NUMBER_NAMES: readonly string[] = Object.keys(NUMBER_WORDS);

/** A number written in digits or as a word ("three"), or undefined. */
export function numberWord(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d{1,5}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}
