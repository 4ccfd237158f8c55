import {
  NOT_UNDERSTOOD,
  NOT_UNDERSTOOD_MESSAGE,
  QUESTION_ASK_PATH,
  QUESTION_CUBES,
  QUESTION_FIELDS_PATH,
  QUESTION_MAX_LENGTH,
  isCoordinate,
  parseQuestion,
  suggestQuestions,
  type AskAnswer,
  type NotUnderstoodAnswer,
  type QuestionFields,
} from '@tripsight/core/question';
import type { CubeQuery } from '@tripsight/core/cube';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { cubeMeta } from '../analytics/cube/cube-routes.js';
import { CUBES } from '../analytics/cube/cube-registry.js';
import type { CubeDefinition } from '../analytics/cube/cube-schema.js';
import type { Warehouse } from '../analytics/warehouse/warehouse.js';
import { badRequest } from '../errors.js';
import { calendarDayProblem } from '../security/input-rules.js';
import { tmcGuard } from '../security/tenant-guard.js';
import { QuestionLexicons } from './question-lexicons.js';

/** The catalogue tab of the question screen. */
export const QUESTION_TABS: readonly string[] = ['TravelSpendAIDemo'];

/** Today in UTC, the day the question's dates are read on (as the query API reads relative ranges). */
const utcToday = () => new Date().toISOString().slice(0, 10);

const CUBE_NAME = { type: 'string', maxLength: 100 };

/** A value that starts as a day does (YYYY-MM-DD…). */
const DAY_START = /^\d{4}-\d{2}-\d{2}/;

/** True when a query holds a date (a time dimension's range, a date filter's value) the calendar lacks. */
function namesImpossibleDay(query: CubeQuery): boolean {
  const ranges = (query.timeDimensions ?? []).flatMap((time) =>
    Array.isArray(time.dateRange) ? time.dateRange : time.dateRange ? [time.dateRange] : [],
  );
  const values = (query.filters ?? []).flatMap((filter) => filter.values ?? []);
  return [...ranges, ...values].some(
    (value) => DAY_START.test(value) && calendarDayProblem(value.slice(0, 10)) !== null,
  );
}

/** The question view named by `cubeName`, or a 400 naming the parameter. */
function questionCube(cubeName: string): CubeDefinition {
  if (!QuestionLexicons.has(cubeName)) {
    throw badRequest('cubeName', `must be one of ${QUESTION_CUBES.join(', ')}`);
  }
  return CUBES.get(cubeName) as CubeDefinition;
}

/**
 * The question screen's calls (hotel-ops-question.md §7.4): `GET /api/question/fields?cubeName=`
 * lists a view's measures and dimensions; `GET /api/question/ask?query=&cubeName=` reads a question
 * into a query of the analytics query API with its interpretation, or answers 422 NOT_UNDERSTOOD with
 * rephrasings it can answer. Guarded like every analytics call (the caller's TMC, the tab's
 * entitlement, the analytics budget); the question is never written back except as JSON text.
 */
export function registerQuestionApi(
  app: FastifyInstance,
  ctx: AppContext,
  warehouse: Warehouse,
  today: () => string = utcToday,
): void {
  const guard = tmcGuard(ctx, { tabs: QUESTION_TABS, budget: 'analytics' });
  const lexicons = new QuestionLexicons(warehouse);
  app.get<{ Querystring: { cubeName: string } }>(
    QUESTION_FIELDS_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { cubeName: CUBE_NAME },
          required: ['cubeName'],
          additionalProperties: false,
        },
      },
      onRequest: guard.onRequest,
    },
    (request): QuestionFields => {
      const meta = cubeMeta(questionCube(request.query.cubeName));
      // Coordinates place an answer on the map; they are not something a manager asks about.
      const fields = (list: typeof meta.measures) =>
        list
          .filter(({ name }) => !isCoordinate(name))
          .map(({ name, title, shortTitle, type }) => ({ name, title, shortTitle, type }));
      return { measures: fields(meta.measures), dimensions: fields(meta.dimensions) };
    },
  );
  app.get<{ Querystring: { query: string; cubeName: string } }>(
    QUESTION_ASK_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { query: { type: 'string', maxLength: QUESTION_MAX_LENGTH }, cubeName: CUBE_NAME },
          required: ['query', 'cubeName'],
          additionalProperties: false,
        },
      },
      onRequest: guard.onRequest,
    },
    async (request, reply): Promise<AskAnswer | NotUnderstoodAnswer> => {
      const { query: question, cubeName } = request.query;
      const cube = questionCube(cubeName);
      if (question.trim() === '') throw badRequest('query', 'must not be empty');
      const lexicon = await lexicons.lexicon(guard.caller(request).tmc, cube.name);
      const day = today();
      const parsed = parseQuestion(question, lexicon, day);
      // A question naming a day the calendar does not have ("spend on 2024-02-30") is not understood:
      // the screen never runs a query the query API would refuse.
      if (parsed.ok && !namesImpossibleDay(parsed.query)) {
        return { query: parsed.query, interpretation: parsed.interpretation };
      }
      void reply.code(422);
      const near = parsed.ok ? undefined : parsed.didYouMean;
      // The name offered leads only if its question is answered; else only the rephrasings.
      const offer = near && parseQuestion(near.question, lexicon, day).ok ? near : undefined;
      return {
        error: NOT_UNDERSTOOD,
        message: NOT_UNDERSTOOD_MESSAGE,
        suggestions: suggestQuestions(question, lexicon, day),
        ...(offer ? { didYouMean: offer } : {}),
      };
    },
  );
}
