/**
 * An enumeration code as a person writes it: `STRUCTURED_BOOKING` -> 'Structured booking',
 * `PENDING_AGENT_APPROVAL` -> 'Pending agent approval', `CANCELLATION` -> 'Cancellation'.
 *
 * A code is upper-case letters and digits joined by underscores, or one upper-case word of at least
 * five letters; anything else is returned as it is, so names ('Acme Industries'), airport and
 * carrier codes ('LHR', 'LH'), routes ('JFK-LHR'), currencies ('USD') and numbers stay untouched.
 * Exports keep the code itself in a column of its own.
 */
export function enumText(value: string): string {
  if (!isEnumCode(value)) return value;
  const words = value.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether `value` is an enumeration code (see `enumText`). */
export function isEnumCode(value: string): boolean {
  return /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) || /^[A-Z]{5,}$/.test(value);
}
