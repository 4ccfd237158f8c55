import type { Bus } from '../bus/bus.js';
import { busTarget } from '../api/analytics-client.js';
import { requestJson, type ServiceTarget } from '../api/request.js';
import {
  QUESTION_ASK_PATH,
  QUESTION_FIELDS_PATH,
  type AskAnswer,
  type QuestionFields,
} from './question-contract.js';

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
 * guess at rejects with an `ApiError` of code `NOT_UNDERSTOOD` (422).
 */
export function askQuestion(
  target: Bus | ServiceTarget,
  query: string,
  cubeName: string,
  signal?: AbortSignal,
): Promise<AskAnswer> {
  return requestJson<AskAnswer>(toTarget(target), {
    path: QUESTION_ASK_PATH,
    query: { query, cubeName },
    signal,
  });
}
