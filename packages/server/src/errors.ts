/** One field's problem as a 400 lists it: the field and the sentence alone. */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The one domain error of the service. The error handler turns it into
 * `{ error, message, field?, problems? }` with `status`.
 *
 * @example throw new HttpError(400, 'BAD_REQUEST', 'startDate must be YYYY-MM-DD', { field: 'startDate' });
 */
export class HttpError extends Error {
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  /** Every field's problem when a body had several (the answer lists them; `field` is the first). */
  readonly problems: FieldMessage[] | undefined;
  /** The sentence of a 400 without the field's name in front (what `problems` lists). */
  readonly problem: string | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: {
      field?: string;
      cause?: unknown;
      headers?: Record<string, string>;
      problems?: FieldMessage[];
      problem?: string;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.field = options.field;
    this.headers = options.headers ?? {};
    this.problems = options.problems;
    this.problem = options.problem;
  }
}

/** A 400 naming the bad field and what is wrong with it. */
export function badRequest(field: string, problem: string): HttpError {
  return new HttpError(400, 'BAD_REQUEST', `${field}: ${problem}`, { field, problem });
}

/**
 * A 400 listing every problem of a body at once, in the order given (a form's order): `field` and
 * `message` are the first's, as for a single problem, and `problems` lists them all.
 */
export function badRequests(problems: readonly { field: string; problem: string }[]): HttpError {
  const [first] = problems;
  if (!first) throw new Error('badRequests needs at least one problem');
  return new HttpError(400, 'BAD_REQUEST', `${first.field}: ${first.problem}`, {
    field: first.field,
    problem: first.problem,
    problems: problems.map(({ field, problem }) => ({ field, message: problem })),
  });
}
