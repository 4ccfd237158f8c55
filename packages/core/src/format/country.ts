/** English names of ISO 3166 regions, from the platform's own data (no table to keep up to date). */
let names: Intl.DisplayNames | null = null;

/**
 * The English name of a country from its ISO 3166-1 alpha-2 code, for the places that show a
 * country ('US' -> 'United States'); an unknown code or an empty one is returned as it is.
 * @example countryName('GB') // 'United Kingdom'
 */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
