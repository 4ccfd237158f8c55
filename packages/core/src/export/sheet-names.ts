/** The most characters a spreadsheet's sheet name may have. */
export const SHEET_NAME_MAX = 31;

/** Characters a sheet name may not hold. */
const FORBIDDEN = /[[\]:*?/\\]/g;
/** A name spreadsheets keep for themselves (compared ignoring case). */
const RESERVED = 'history';

/**
 * A sheet name spreadsheets accept, unique in a workbook: at most 31 characters, none of `[]:*?/\`,
 * not starting or ending with an apostrophe, not empty, and different, ignoring letter case, from
 * every name in `taken` (a clash gets ` (2)`, ` (3)`, … within the 31 characters).
 *
 * @example uniqueSheetName('Spend - By month', ['spend - by month']) // 'Spend - By month (2)'
 */
export function uniqueSheetName(wanted: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  used.add(RESERVED);
  const clean = (text: string) =>
    text
      .replace(FORBIDDEN, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '')
      .trim();
  const base = clean(wanted).slice(0, SHEET_NAME_MAX).trim() || 'Sheet';
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${clean(base.slice(0, SHEET_NAME_MAX - suffix.length))}${suffix}`;
  }
  return name;
}

/**
 * The sheet names of a workbook in order, each from `uniqueSheetName` against the ones before it.
 *
 * @example sheetNames(['Overview', 'OVERVIEW']) // ['Overview', 'OVERVIEW (2)']
 */
export function sheetNames(wanted: readonly string[]): string[] {
  const names: string[] = [];
  for (const name of wanted) names.push(uniqueSheetName(name, names));
  return names;
}
