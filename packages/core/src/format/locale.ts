/** The locale of numbers and dates when a host names none (docs/rules/shell.md#formatting: numbers en-US). */
export const DEFAULT_LOCALE = 'en-US';

const canonical = new Map<string, string>();

/**
 * The canonical form of a BCP 47 locale tag, or en-US when the tag is absent or not one `Intl` knows,
 * so a host's typo never breaks the figures.
 * @example resolveLocale('de-de') // 'de-DE'
 * @example resolveLocale('not a locale') // 'en-US'
 */
export function resolveLocale(locale: string | null | undefined): string {
  const tag = locale?.trim();
  if (!tag) return DEFAULT_LOCALE;
  let resolved = canonical.get(tag);
  if (resolved === undefined) {
    try {
      resolved = Intl.NumberFormat.supportedLocalesOf(tag)[0] ?? DEFAULT_LOCALE;
    } catch {
      resolved = DEFAULT_LOCALE;
    }
    canonical.set(tag, resolved);
  }
  return resolved;
}

/** Where a locale writes the text around a number: `before` and `after` it. */
export interface NumberAffixes {
  before: string;
  after: string;
}

/** Marks the currency symbol's place in money affixes (see `moneyAffixes`). */
export const SYMBOL_PLACE = '¤';

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
const affixCache = new Map<string, NumberAffixes>();

function affixesOf(locale: string, options: Intl.NumberFormatOptions, sample: number): NumberAffixes {
  const parts = new Intl.NumberFormat(locale, options).formatToParts(sample);
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  let last = first;
  parts.forEach((part, index) => {
    if (NUMBER_PARTS.has(part.type)) last = index;
  });
  const text = (list: Intl.NumberFormatPart[]) =>
    list.map((part) => (part.type === 'currency' ? SYMBOL_PLACE : part.value)).join('');
  return { before: text(parts.slice(0, first)), after: text(parts.slice(last + 1)) };
}

function cached(key: string, make: () => NumberAffixes): NumberAffixes {
  let affixes = affixCache.get(key);
  if (!affixes) affixCache.set(key, (affixes = make()));
  return affixes;
}

/**
 * Where `locale` puts a currency symbol (marked `¤`) around an amount: en-US and ja-JP `¤` before,
 * de-DE and fr-FR ` ¤` after (with the locale's no-break space).
 * @example moneyAffixes('de-DE') // { before: '', after: '\u00a0¤' }
 */
export function moneyAffixes(locale: string): NumberAffixes {
  return cached(`money ${locale}`, () => affixesOf(locale, { style: 'currency', currency: 'USD' }, 1));
}

/**
 * Where `locale` puts the percent sign: '%' right after the number in en-US and ja-JP, ' %' in de-DE
 * and fr-FR.
 */
export function percentAffixes(locale: string): NumberAffixes {
  return cached(`percent ${locale}`, () => affixesOf(locale, { style: 'percent' }, 0.5));
}
