/**
 * A host's own wording for the product's texts, keyed by the English text of the specification
 * (empty and error states, card and KPI titles, …): a partial map, so a host replaces only what it
 * translates and every other text stays the spec's.
 *
 * @example { 'Total savings': 'Gesamteinsparungen', 'An error has occurred': 'Ein Fehler ist aufgetreten' }
 */
export type HostTexts = Readonly<Record<string, string>>;

/**
 * The text to show for the spec's `text`: the host's replacement when it gave a non-empty one, else
 * the text itself.
 * @example hostText({ 'Total savings': 'Gesamteinsparungen' }, 'Total savings') // 'Gesamteinsparungen'
 * @example hostText({}, 'Total savings') // 'Total savings'
 */
export function hostText(texts: HostTexts | null | undefined, text: string): string {
  const replacement = texts && Object.hasOwn(texts, text) ? texts[text] : undefined;
  return typeof replacement === 'string' && replacement !== '' ? replacement : text;
}

/**
 * Reads a host's text map from an attribute or property value (a JSON object of strings, or the
 * object itself); anything else is an empty map, with the reason for the host's console.
 */
export function parseHostTexts(value: unknown): { texts: HostTexts; problem: string | null } {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { texts: {}, problem: `invalid messages (expected a JSON object of texts): ${value}` };
    }
  }
  if (parsed === null || parsed === undefined) return { texts: {}, problem: null };
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { texts: {}, problem: 'invalid messages (expected an object of texts)' };
  }
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(parsed)) if (typeof text === 'string') texts[key] = text;
  return { texts, problem: null };
}
