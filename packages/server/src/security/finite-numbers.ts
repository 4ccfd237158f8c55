import type { ErrorObject, ValidateFunction } from 'ajv';

/** How a number in a query string or path may be written: digits, an optional sign and fraction. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/** The problem said of a number written any other way. */
export const NUMBER_PROBLEM = 'must be a finite number written in decimal digits';

/**
 * The first value of `coerced` (a query string or path parameters after the validator read them)
 * that became a number from text not written in plain decimal digits, or too large to be finite:
 * the validator reads `0x1A` as 26, `1e309` and `Infinity` as Infinity, which passes a parameter
 * without a maximum. Null when there is none.
 */
export function numberWrittenAmiss(
  original: Record<string, unknown>,
  coerced: Record<string, unknown>,
): { name: string; text: string } | null {
  for (const [name, value] of Object.entries(coerced)) {
    const numbers = [value].flat();
    const texts = [original[name]].flat();
    for (const [i, number] of numbers.entries()) {
      const text = texts[i];
      if (typeof number !== 'number' || typeof text !== 'string') continue;
      if (!Number.isFinite(number) || !DECIMAL.test(text)) return { name, text };
    }
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A coercing validator of text parameters that also refuses numbers written amiss
 * (numberWrittenAmiss), with an error the error handler words like a schema's own.
 */
export function decimalNumbersOnly(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown) => {
    const original = isRecord(data) ? { ...data } : null;
    const valid = validate(data);
    check.errors = validate.errors ?? null;
    if (!valid || original === null || !isRecord(data)) return valid;
    const amiss = numberWrittenAmiss(original, data);
    if (amiss === null) return true;
    const error: ErrorObject & { parentSchema: { description: string } } = {
      keyword: 'decimal',
      instancePath: `/${amiss.name}`,
      schemaPath: '#/decimal',
      params: {},
      message: NUMBER_PROBLEM,
      data: amiss.text,
      parentSchema: { description: NUMBER_PROBLEM },
    };
    check.errors = [error];
    return false;
  }) as ValidateFunction;
  check.errors = null;
  return check;
}
