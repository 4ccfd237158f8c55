import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * Control characters (C0, DEL, C1). PostgreSQL rejects NUL in text outright (a 500 before this
 * rule), and none of them belongs in a name, a search, an id or a filter value.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/**
 * Characters that draw nothing or reorder what is drawn: format characters (zero-width spaces and
 * joiners, bidi embeddings, overrides and isolates, the BOM, soft hyphen, …) and line/paragraph
 * separators. A name holding them can pose as another name.
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029]/u;

/** At least one letter or digit: a name made only of spaces, marks or punctuation names nothing. */
const SOMETHING_VISIBLE = /[\p{L}\p{N}]/u;

/** The earliest and latest dates any endpoint accepts (YYYY-MM-DD): outside, the database cannot count. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';

/** A problem with a date's year range (`must be between …`), or null; `value` starts with YYYY-MM-DD. */
export function dateRangeProblem(value: string): string | null {
  const day = value.slice(0, 10);
  return day < DATE_MIN || day > DATE_MAX
    ? `must be between ${DATE_MIN} and ${DATE_MAX}, got "${value.slice(0, 40)}"`
    : null;
}

/** A day as every endpoint writes it. */
const DAY_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What is wrong with a calendar day, or null: the YYYY-MM-DD form, a day the calendar has
 * (2024-02-30, 2024-99-99 and 0000-00-00 have none), and the years the service counts. The one check
 * of every date an endpoint takes (the views' dates, the query API's date ranges and date filters,
 * the report host's date filters, the audit log's dates), so no impossible day reaches a database.
 */
export function calendarDayProblem(value: string): string | null {
  const match = DAY_FORM.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC maps years 0-99 onto 1900-1999: the range check below refuses them anyway.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return `must be a calendar day (YYYY-MM-DD), got "${value.slice(0, 40)}"`;
  }
  return dateRangeProblem(value);
}

/** `value` when it is a calendar day (calendarDayProblem), else a 400 naming `field` and the value. */
export function checkCalendarDay(field: string, value: string): string {
  const problem = calendarDayProblem(value);
  if (problem) throw badRequest(field, problem);
  return value;
}

/**
 * What is wrong with a display name (a corporate's), or null: control characters, invisible or
 * bidi-reordering characters, or no letter or digit at all.
 */
export function nameProblem(name: string): string | null {
  if (CONTROL.test(name)) return 'must not contain control characters';
  if (INVISIBLE.test(name)) return 'must not contain invisible or text-direction characters';
  if (!SOMETHING_VISIBLE.test(name)) return 'must contain a letter or a digit';
  return null;
}

/**
 * `value` when it may name a filter entry (a client, a GDS, a country, …), else a 400 naming `field`:
 * control characters, and invisible or text-direction characters, with which a value could pose as
 * another client's name while matching nothing. The one check of every filter value the views and
 * the exports read, whether it came as a parameter or inside a JSON `filters` object.
 */
export function checkFilterValue(field: string, value: string): string {
  if (CONTROL.test(value)) throw badRequest(field, 'must not contain control characters');
  if (INVISIBLE.test(value))
    throw badRequest(field, 'must not contain invisible or text-direction characters');
  return value;
}

/**
 * Control characters a JSON body's text may hold: tab, line feed and carriage return, since a chat
 * message or an error report's stack runs over several lines. Names in a body keep their own check
 * (nameProblem), which refuses line breaks too.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** The path of the first string (or key) below `value` matching `control`, or null. */
function firstControl(value: unknown, path: string, control: RegExp, depth = 0): string | null {
  if (typeof value === 'string') return control.test(value) ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const name = Array.isArray(value) ? path : path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return name;
    const found = firstControl(item, name, control, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Answers 400 naming the field when any query parameter, path parameter or JSON body string holds
 * a control character (line breaks and tabs allowed in a body's text), before validation and before
 * any handler or database sees it. Runs for every route, so new endpoints are covered without a line
 * of their own.
 */
export function rejectControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, control] of [
      [request.params, CONTROL],
      [request.query, CONTROL],
      [request.body, CONTROL_IN_TEXT],
    ] as const) {
      const field = firstControl(part, '', control);
      if (field !== null) throw badRequest(field || 'request', 'must not contain control characters');
    }
  });
}
