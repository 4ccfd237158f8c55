/**
 * Constructable stylesheets for the elements' shadow roots. Each distinct CSS text becomes one
 * `CSSStyleSheet`, parsed once and adopted by every element that uses it (the Shoelace theme, the
 * UI kit, each element's own rules), so a page under a strict Content-Security-Policy
 * (`style-src 'self'`, no `'unsafe-inline'`) is styled without inline `<style>` elements.
 */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Whether this browser adopts stylesheets in shadow roots (`adoptedStyleSheets`, `replaceSync`).
 * Where it does not, ElementRoot falls back to a `<style>` element.
 */
export function canAdoptStyleSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * The one shared sheet for `cssText` (created on first use).
 * @example sharedStyleSheet(baseStyles) === sharedStyleSheet(baseStyles) // true
 */
export function sharedStyleSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Gives `root` the shared sheets of `styles`, in order (later ones win on equal specificity).
 * Returns false, and changes nothing, where the browser cannot adopt sheets.
 */
export function adoptStyles(root: ShadowRoot, styles: readonly string[]): boolean {
  if (!canAdoptStyleSheets()) return false;
  root.adoptedStyleSheets = styles.filter((css) => css.trim() !== '').map(sharedStyleSheet);
  return true;
}
