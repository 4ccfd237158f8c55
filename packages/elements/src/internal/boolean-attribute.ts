/**
 * The value a boolean attribute hands r2wc, as HTML reads boolean attributes: present means true,
 * even empty (`<tripsight-date-range allow-future-dates>`), absent means false. "false" stays false,
 * because r2wc writes a property set to false back to its attribute as "false". r2wc itself skips an
 * empty value and a removed attribute, so a bare attribute was read as false and a removed one kept
 * its last value.
 *
 * @example booleanAttributeValue('') // 'true'
 * @example booleanAttributeValue(null) // 'false'
 */
export function booleanAttributeValue(value: string | null): 'true' | 'false' {
  return value === null || value.trim().toLowerCase() === 'false' ? 'false' : 'true';
}
