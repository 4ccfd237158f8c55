import { CURRENCY_SUFFIXES } from '../cube/cubes.js';
import type { CubeMemberType } from '../cube/cube-query.js';

/*
 * The phrases a member of a view is known by: its titles, its name in words, its synonyms and travel
 * terms, and the ways a rate or a title of three words is also said.
 */

/** One member of a view as the lexicon is compiled from it (the `/meta` answer, with its synonyms). */
export interface LexiconField {
  name: string;
  title: string;
  shortTitle: string;
  type: CubeMemberType;
  synonyms?: readonly string[];
}

/** Phrases a view's members are known by beyond the schema: travel terms and value spellings. */
export interface TravelTerms {
  /** Extra phrases per member short name (`itinAirlines`), for every view that has the member. */
  members: Readonly<Record<string, readonly string[]>>;
  /** Extra spellings per member short name and value (`cabinClass` → `Business` → `business class`). */
  values: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

/** `Cube.spendUsd` → `Cube.spend`: the name of a money measure without its currency. */
export const moneyBase = (name: string): string | undefined => {
  const suffix = CURRENCY_SUFFIXES.find((s) => name.endsWith(s));
  return suffix ? name.slice(0, -suffix.length) : undefined;
};
/** "Spend (USD)" → "Spend". */
export const withoutCurrency = (title: string) =>
  title.replace(/\s*\((USD|EUR|GBP|default currency)\)$|\s+(USD|EUR|GBP|default currency)$/i, '');
/** `Cube.member` → `member`. */
export const shortName = (member: string) => member.slice(member.indexOf('.') + 1);
/** "utilizationRate" → "utilization rate"; "spendUsd" → "spend". */
const nameWords = (name: string) =>
  (moneyBase(name) ?? name).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * The phrases a member is known by, all from its metadata: its title and short title (without
 * currency), its name in words, its declared synonyms and travel terms, a title of three words or
 * more turned round ("utilization of negotiated rates"), and for a rate each of those with "rate"
 * ("utilisation" → "utilisation rate", as managers say it) and "ratio" ("rebooking ratio").
 */
export function memberPhrases(field: LexiconField, terms: TravelTerms): string[] {
  const short = withoutCurrency(field.shortTitle);
  const name = nameWords(shortName(field.name));
  const phrases = [
    withoutCurrency(field.title),
    short,
    ...(name.includes(' ') ? [name] : []),
    ...(field.synonyms ?? []),
    // A money measure's terms are those of its base name, in every currency ("missedSavings").
    ...(terms.members[moneyBase(shortName(field.name)) ?? shortName(field.name)] ?? []),
  ];
  const inverted = invertedPhrases(withoutCurrency(field.title), phrases);
  if (!/Rate$/.test(field.name)) return [...phrases, ...inverted];
  const rated = [...phrases, ...phrases.filter((p) => !/\brates?\b/i.test(p)).map((p) => `${p} rate`)];
  // "Rebooking ratio": a rate is also called a ratio; "rate of acceptance", "ratio of acceptance".
  const ratios = rated.filter((p) => /\brate$/i.test(p)).map((p) => p.replace(/rate$/i, 'ratio'));
  const turned = rated
    .filter((p) => /^\S+ rate$/i.test(p))
    .flatMap((p) => ['rate', 'ratio'].map((head) => `${head} of ${p.replace(/ rate$/i, '')}`));
  return [...rated, ...inverted, ...ratios, ...turned];
}

/**
 * A title of a qualifier and a head ("Negotiated rate utilization") said the other way round, with
 * the head or any one-word or hyphenated synonym of it: "utilization of negotiated rates",
 * "take-up rate of negotiated rates" (the plural is matched as every word is); and the qualifier
 * before a one-word synonym ("negotiated rate take-up").
 */
function invertedPhrases(title: string, phrases: readonly string[]): string[] {
  const parts = title.toLowerCase().split(' ');
  if (parts.length < 3 || parts.some((w) => LINKING.has(w))) return [];
  const qualifier = parts.slice(0, -1);
  // "Take-up rate" also heads without "rate": "take-up of negotiated rates".
  const named = phrases.map((p) => p.toLowerCase());
  const bare = named.filter((p) => /^\S+ rate$/.test(p)).map((p) => p.replace(/ rate$/, ''));
  const heads = [parts.at(-1) as string, ...named, ...bare].filter(
    (p) => p.split(' ').length <= 2 && !p.split(' ').includes(qualifier[0] as string),
  );
  // "Negotiated rate take-up": the qualifier before a one-word head the title does not spell.
  const before = heads.filter((h) => !h.includes(' ') && h !== parts.at(-1));
  return [
    ...[...new Set(heads)].map((head) => `${head} of ${qualifier.join(' ')}`),
    ...new Set(before.map((head) => `${qualifier.join(' ')} ${head}`)),
  ];
}

/** Words that already link the parts of a title ("Days before departure"): it is not turned round. */
const LINKING = new Set(['of', 'before', 'after', 'to', 'from', 'by', 'per', 'in', 'at', 'on', 'with']);
