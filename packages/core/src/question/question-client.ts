import type { Bus } from '../bus/bus.js';
import { busTarget } from '../api/analytics-client.js';
import { ApiError } from '../api/api-error.js';
import { requestJson, type ServiceTarget } from '../api/request.js';
import {
  NOT_UNDERSTOOD,
  NOT_UNDERSTOOD_MESSAGE,
  QUESTION_ASK_PATH,
  QUESTION_FIELDS_PATH,
  type AskAnswer,
  type QuestionFields,
} from './question-contract.js';

/** The service would not read the question (422 NOT_UNDERSTOOD); it offers questions it can answer. */
export class NotUnderstoodError extends ApiError {
  constructor(
    readonly suggestions: string[],
    /** A name of the data near a misspelt word, and the question asked with it. */
    readonly didYouMean?: { name: string; question: string },
  ) {
    super(422, NOT_UNDERSTOOD, NOT_UNDERSTOOD_MESSAGE);
    this.name = 'NotUnderstoodError';
  }
}

const toTarget = (target: Bus | ServiceTarget): ServiceTarget =>
  'getToken' in target ? target : busTarget(target);

/** GETs the measures and dimensions a question may name in a view (`shortTitle` for the side panel). */
export function questionFields(
  target: Bus | ServiceTarget,
  cubeName: string,
  signal?: AbortSignal,
): Promise<QuestionFields> {
  return requestJson<QuestionFields>(toTarget(target), {
    path: QUESTION_FIELDS_PATH,
    query: { cubeName },
    signal,
  });
}

/**
 * GETs the query a question reads as, with its interpretation. A question the service will not
 * guess at rejects with a `NotUnderstoodError` (422) carrying the questions it offers instead.
 *
 * @example const { query, interpretation } = await askQuestion(bus, 'spend by carrier last month', 'FaresaverItinerariesView');
 */
export async function askQuestion(
  target: Bus | ServiceTarget,
  query: string,
  cubeName: string,
  signal?: AbortSignal,
): Promise<AskAnswer> {
  let refused: Response | undefined;
  try {
    return await requestJson<AskAnswer>(toTarget(target), {
      path: QUESTION_ASK_PATH,
      query: { query, cubeName },
      signal,
      onResponse: (response) => {
        if (response.status === 422) refused = response.clone();
      },
    });
  } catch (error) {
    if (!refused) throw error;
    const body = (await refused.json().catch(() => ({}))) as { suggestions?: unknown; didYouMean?: unknown };
    const list: unknown[] = Array.isArray(body.suggestions) ? body.suggestions : [];
    const near = body.didYouMean as { name?: unknown; question?: unknown } | undefined;
    const didYouMean =
      typeof near?.name === 'string' && typeof near.question === 'string'
        ? { name: near.name, question: near.question }
        : undefined;
    throw new NotUnderstoodError(
      list.filter((s): s is string => typeof s === 'string'),
      didYouMean,
    );
  }
}
