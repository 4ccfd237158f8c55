import type { CubeMemberType } from '../cube/cube-query.js';
import type { CurrencySuffix } from '../cube/cubes.js';
import { singular, spellings, words } from './question-words.js';
import {
  memberPhrases,
  moneyBase,
  shortName,
  withoutCurrency,
  type LexiconField,
  type TravelTerms,
} from './question-member-phrases.js';
import { BOTTOM, COMPARE, COUNT, EXCLUDE, FILLER, SERIES, SHARE, TOP } from './question-vocabulary.js';

export type { LexiconField, TravelTerms };

/** What a phrase of the lexicon names. */
type LexiconTarget =
  | { kind: 'measure'; member: string; title: string; money: boolean }
  | { kind: 'dimension'; member: string; title: string; type: CubeMemberType }
  | {
      kind: 'value';
      member: string;
      title: string;
      value: string;
      /** The member's values list several names ("Lufthansa, Swiss"): one name is matched within them. */
      listed?: boolean;
      /** The first word of a longer name ("Globex" for "Globex Corporation"). */
      alias?: boolean;
      /** The phrase names every row but this value's ("negotiated rate" for "No negotiated rate"). */
      others?: boolean;
    };

/** One phrase (its folded words) and what it names. */
export interface LexiconEntry {
  words: string[];
  target: LexiconTarget;
}

/** The lexicon of one view: phrases by their first word, and the view's members. */
export interface Lexicon {
  cube: string;
  byFirstWord: Map<string, LexiconEntry[]>;
  measures: LexiconField[];
  dimensions: LexiconField[];
  /** Money measures by base name (`Cube.spend`) → the currencies they exist in. */
  money: Map<string, Set<CurrencySuffix>>;
  /** Every word of every phrase, for typo matching. */
  vocabulary: Set<string>;
  /** The words of the phrases naming measures and dimensions (not values): the ones a typo may be read as. */
  memberVocabulary: Set<string>;
}

/** The words of a question's frame: never the first word standing for a longer name. */
const FRAME = [FILLER, TOP, BOTTOM, SERIES, SHARE, COMPARE, COUNT, EXCLUDE];

/** The separator of the names a listing value holds. */
const LIST = /,\s*/;

const phraseWords = (phrase: string) => words(phrase).map((w) => w.norm);

/**
 * Compiles the lexicon of a view from its fields (titles, short titles, synonyms), the travel terms
 * and the values of its string dimensions the caller's TMC has (carriers, routes, cities, clients…),
 * so "Lufthansa" reads as a filter on the airline and "bookings" as the PNR count.
 */
export function compileLexicon(
  cube: string,
  fields: { measures: LexiconField[]; dimensions: LexiconField[] },
  terms: TravelTerms,
  values: Readonly<Record<string, readonly string[]>> = {},
): Lexicon {
  const lexicon: Lexicon = {
    cube,
    byFirstWord: new Map(),
    measures: fields.measures,
    dimensions: fields.dimensions,
    money: new Map(),
    vocabulary: new Set(),
    memberVocabulary: new Set(),
  };
  // `common`: a spelling of a category ("economy", "declined"), which a slip may be read as.
  const add = (phrase: string, target: LexiconTarget, common = false) => {
    const list = phraseWords(phrase);
    const first = list[0];
    if (first === undefined) return;
    const entries = lexicon.byFirstWord.get(first) ?? [];
    const same = (e: LexiconEntry) =>
      e.words.join(' ') === list.join(' ') &&
      e.target.member === target.member &&
      (e.target.kind !== 'value' || (target.kind === 'value' && e.target.value === target.value));
    if (entries.some(same)) return;
    entries.push({ words: list, target });
    lexicon.byFirstWord.set(first, entries);
    for (const word of list) lexicon.vocabulary.add(word);
    if (target.kind !== 'value' || common) for (const word of list) lexicon.memberVocabulary.add(word);
  };
  const phrasesOf = (field: LexiconField) => memberPhrases(field, terms);
  for (const field of fields.measures) {
    const base = moneyBase(field.name);
    const member = base ?? field.name;
    if (base) {
      const suffix = field.name.slice(base.length) as CurrencySuffix;
      const known = lexicon.money.get(base) ?? new Set();
      known.add(suffix);
      lexicon.money.set(base, known);
    }
    const title = withoutCurrency(field.shortTitle);
    for (const phrase of phrasesOf(field)) add(phrase, { kind: 'measure', member, title, money: !!base });
  }
  const aliases: [string, LexiconTarget][] = [];
  // A shared travel term gives way to the view's own name for another member: "country" of a hotel
  // view is the stay country its metadata calls so, not the ticketing country the term names.
  const declared = (field: LexiconField) =>
    [field.title, field.shortTitle, ...(field.synonyms ?? [])].map((p) => p.toLowerCase());
  const ownNames = new Set(fields.dimensions.flatMap(declared));
  for (const field of fields.dimensions) {
    for (const phrase of phrasesOf(field)) {
      const lower = phrase.toLowerCase();
      if (ownNames.has(lower) && !declared(field).includes(lower)) continue;
      add(phrase, { kind: 'dimension', member: field.name, title: field.shortTitle, type: field.type });
    }
    const spellings = terms.values[shortName(field.name)] ?? {};
    const known = values[field.name] ?? [];
    // Values that list names ("Lufthansa, Singapore Airlines"): each name is a value of its own.
    const listed = known.some((value) => LIST.test(value));
    const names = listed ? [...new Set(known.flatMap((v) => v.split(LIST)))] : known;
    // A multi-word value is also known by its first word when no other value of the member starts so.
    const firsts = new Map<string, number>();
    for (const value of names) {
      const first = phraseWords(value)[0];
      if (first) firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const value of names) {
      const target: LexiconTarget = {
        kind: 'value',
        member: field.name,
        title: field.shortTitle,
        value,
        ...(listed ? { listed } : {}),
      };
      add(value, target);
      for (const spelling of spellings[value] ?? []) add(spelling, target, true);
      const list = phraseWords(value);
      const first = list[0];
      // A word every question may hold ("Traveler prefers …": "travelers", "Best Western": "best")
      // stands for no value; an acronym of three letters may ("IHG Hotels & Resorts").
      const plain = first !== undefined && FRAME.some((set) => set.has(first) || set.has(`${first}s`));
      const long = first !== undefined && (first.length >= 4 || /^[A-Z]{3}\b/.test(value));
      if (list.length > 1 && first && long && firsts.get(first) === 1 && !/\d/.test(first) && !plain) {
        aliases.push([first, target]);
      }
    }
    for (const [value, list] of Object.entries(spellings)) {
      if (known.length > 0 && !known.includes(value)) continue;
      for (const spelling of list)
        add(spelling, { kind: 'value', member: field.name, title: field.shortTitle, value }, true);
    }
  }
  // A first word stands for its value only where no phrase of one word is spelled so ("Singapore").
  for (const [word, target] of aliases) {
    if (!(lexicon.byFirstWord.get(word) ?? []).some((e) => e.words.length === 1))
      add(word, target.kind === 'value' ? { ...target, alias: true } : target);
  }
  addOthers(lexicon, add);
  return lexicon;
}

/**
 * A value named by what its rows lack ("No negotiated rate", "no deal", "Not sent") makes the rest of
 * its phrase name every other row: "spend on negotiated rates" leaves out the stays with no
 * negotiated rate, "PNRs that got a deal" those sent none. Only where the rest is a phrase no entry
 * holds yet and shares a word with the view's members ("deal" of "deal status"), so a plain word
 * ("answer" of "no answer") never stands for a value.
 */
function addOthers(lexicon: Lexicon, add: (phrase: string, target: LexiconTarget, common?: boolean) => void) {
  const memberWords = new Set(
    [...lexicon.byFirstWord.values()].flat().flatMap((e) => (e.target.kind === 'value' ? [] : e.words)),
  );
  const found: [string[], Extract<LexiconTarget, { kind: 'value' }>][] = [];
  for (const entries of lexicon.byFirstWord.values()) {
    for (const { words: list, target } of entries) {
      if (target.kind !== 'value' || target.others || !NEGATIVE.has(list[0] as string)) continue;
      const rest = list.slice(1);
      if (rest.length === 0 || !rest.some((w) => memberWords.has(w) && !FRAME_WORD(w))) continue;
      found.push([rest, target]);
    }
  }
  for (const [rest, target] of found) {
    const taken = (lexicon.byFirstWord.get(rest[0] as string) ?? []).some(
      (e) => e.words.join(' ') === rest.join(' ') && !(e.target.kind === 'value' && e.target.others),
    );
    if (!taken) add(rest.join(' '), { ...target, others: true });
  }
}

/** Words that open a value named by what its rows lack. */
const NEGATIVE = new Set(['no', 'not']);

/** True when `word` belongs to the question's frame rather than to a member. */
const FRAME_WORD = (word: string) => FRAME.some((set) => set.has(word));

/** The lexicon entries whose phrase starts at `norms[i]`, longest first; `fuzzy` allows one typo per long word. */
export function entriesAt(lexicon: Lexicon, norms: readonly string[], i: number): LexiconEntry[] {
  const word = norms[i];
  if (word === undefined) return [];
  const candidates = new Set<LexiconEntry>();
  const keys = [
    word,
    `${word}s`,
    singular(word),
    word.replace(/s$/, ''),
    ...baseForms(word),
    ...spellings(word),
  ];
  for (const key of new Set(keys)) {
    for (const entry of lexicon.byFirstWord.get(key) ?? []) candidates.add(entry);
  }
  // "miss savings", "accept deals": a participle before its noun, typed as the verb.
  for (const entry of lexicon.byFirstWord.get(`${word}ed`) ?? [])
    if (entry.words.length > 1 && entry.target.kind !== 'value') candidates.add(entry);
  const verb = (w: string, k: number) => k === 0 && w === `${word}ed` && word.length >= 4;
  return [...candidates]
    .filter((entry) => entry.words.every((w, k) => sameWord(w, norms[i + k]) || verb(w, k)))
    .sort((a, b) => b.words.length - a.words.length);
}

/**
 * The base forms of a word in "-ing" ("declining" → "decline", "declin", "declined") and the verb a
 * noun in "-ion" is made of ("rejection" → "reject", "cancellation" → "cancel"): "reasons for
 * rejection" name what "reject" does.
 */
export const baseForms = (word: string): string[] => {
  if (word.length >= 8 && /ions?$/.test(word)) {
    const stem = word.replace(/ions?$/, '');
    return [stem, `${stem}e`, stem.replace(/at$/, ''), stem.replace(/lat$/, '')];
  }
  if (word.length < 6 || !word.endsWith('ing')) return [];
  const stem = word.slice(0, -3);
  return [`${stem}e`, stem, `${stem}ed`, `${stem}es`];
};

/** True when a question word is a lexicon word, as typed, as a plural of it or in "-ing". */
const sameWord = (lexiconWord: string, word: string | undefined): boolean =>
  word !== undefined &&
  (word === lexiconWord ||
    baseForms(word).includes(lexiconWord) ||
    spellings(word).includes(lexiconWord) ||
    singular(word) === lexiconWord ||
    singular(word) === singular(lexiconWord) ||
    // A name ending in "s" takes no second one ("Pariss" is a slip), an acronym may ("GDSs").
    (word === `${lexiconWord}s` && (!lexiconWord.endsWith('s') || lexiconWord.length <= 3)));
