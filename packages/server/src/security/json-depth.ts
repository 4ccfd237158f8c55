import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * How deep JSON may nest, in a body or in a JSON query parameter: far more than any request of the
 * service needs (a query's filter groups, a report's filters), far less than what exhausts the
 * stack of a validator, a walker or the error handler.
 */
export const JSON_DEPTH_MAX = 32;

/**
 * True when JSON text nests objects and arrays more than `max` deep. Reads the text once without
 * parsing it (brackets inside strings do not count), so a hostile body costs no recursion at all.
 */
export function nestsDeeperThan(text: string, max: number = JSON_DEPTH_MAX): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** A 400 naming `field` when its JSON text nests deeper than JSON_DEPTH_MAX. */
export function checkJsonDepth(field: string, text: string): void {
  if (nestsDeeperThan(text)) throw badRequest(field, `must not nest deeper than ${JSON_DEPTH_MAX} levels`);
}

/** How a scope reads a JSON body that is empty or only whitespace. */
export type EmptyJsonBody = 'refuse' | 'as-empty-object';

/**
 * Replaces the JSON body parser of `app` (and of every scope that keeps it) with one that refuses
 * bodies nested deeper than JSON_DEPTH_MAX before parsing them, as a 400 in the service's error
 * shape, and otherwise parses as Fastify does (prototype poisoning refused). A scope whose
 * bodiless POST and DELETE requests still say application/json reads them as `{}`
 * (`as-empty-object`). At the root it also drops Fastify's text/plain parser: every body of the
 * service is JSON, so a body of another type is answered 415.
 */
export function limitBodyDepth(app: FastifyInstance, empty: EmptyJsonBody = 'refuse'): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  if (app.hasContentTypeParser('text/plain')) app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (empty === 'as-empty-object' && text.trim() === '') return done(null, {});
    if (nestsDeeperThan(text)) {
      done(badRequest('body', `must not nest deeper than ${JSON_DEPTH_MAX} levels`), undefined);
      return;
    }
    parse(request, text, (error, value) => {
      if (!error) return done(null, value);
      done(badRequest('body', bodyProblem(error, text)), undefined);
    });
  });
}

/**
 * What is wrong with a JSON body Fastify's parser refused, in words (400 naming `body`). Its error
 * says only "not valid JSON", also for valid JSON holding prototype keys, so the text is read again.
 */
function bodyProblem(error: Error & { code?: string }, text: string): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'must not be empty when the content type is JSON';
  try {
    JSON.parse(text);
    return 'must not hold __proto__ or constructor.prototype keys';
  } catch {
    return 'is not valid JSON';
  }
}
