import type { CubeMemberType, CubeQuery } from '../cube/cube-query.js';
import { DEALS_CUBE, HOTEL_INSIGHTS_CUBE, ITINERARIES_CUBE } from '../cube/cubes.js';

/** The available-fields call of the question screen (docs/rules/question.md#question-calls). */
export const QUESTION_FIELDS_PATH = '/api/question/fields';
/** The ask call of the question screen (docs/rules/question.md#question-calls). */
export const QUESTION_ASK_PATH = '/api/question/ask';

/** A view questions may be asked of, and how the screen names it. */
export interface QuestionView {
  name: string;
  title: string;
}

/**
 * The views a question may be asked of, in the order the screen offers them. A view joins the
 * question screen by one more line here (and its travel terms, if any, in `TRAVEL_TERMS`).
 */
export const QUESTION_VIEWS: readonly QuestionView[] = [
  { name: ITINERARIES_CUBE, title: 'Faresaver itineraries' },
  { name: DEALS_CUBE, title: 'Faresaver deals' },
  { name: HOTEL_INSIGHTS_CUBE, title: 'Hotel supplier insights' },
];

/** The names of the question views. */
export const QUESTION_CUBES: readonly string[] = QUESTION_VIEWS.map((view) => view.name);

/** The ask failure text (docs/rules/question.md#question-screen). */
export const NOT_UNDERSTOOD_MESSAGE = "Sorry, I don't understand your query. Please try again.";
/** The no-data text of the question screen (docs/rules/question.md#question-screen). */
export const NO_DATA_MESSAGE = 'Please try a different query or contact support.';
/** The error code of a question the parser will not guess at. */
export const NOT_UNDERSTOOD = 'NOT_UNDERSTOOD';
/** The longest question the service reads. */
export const QUESTION_MAX_LENGTH = 300;

/** One member as the fields call lists it. */
export interface QuestionField {
  name: string;
  title: string;
  shortTitle: string;
  type: CubeMemberType;
}

/** The fields answer: the view's measures and dimensions. */
export interface QuestionFields {
  measures: QuestionField[];
  dimensions: QuestionField[];
}

/** What a span of the question was read as. */
type SpanKind =
  | 'measure'
  | 'dimension'
  | 'filter'
  | 'date'
  | 'granularity'
  | 'limit'
  | 'order'
  | 'currency'
  | 'share'
  | 'compare';

/** One span of the question and how it was read. */
export interface InterpretationSpan {
  /** The words of the question (as typed). */
  text: string;
  /** Character offsets in the question, `end` excluded. */
  start: number;
  end: number;
  kind: SpanKind;
  /** The member it names or restricts (`Cube.member`), when it names one. */
  member?: string;
  /** The value read: a filter value, a `[start, end]` range, a granularity, a number, a direction. */
  value?: string | number | [string, string];
  /** 1 for an exact reading; lower for a typo, a default or a choice between readings. */
  confidence: number;
  /** The words as they were read when the question misspelt one ("bookings" for "bokings"). */
  readAs?: string;
  /** Other members this span could have meant (the chips offer them). */
  alternatives: string[];
}

/** The ask answer: the query the analytics query API runs as it is, and how the question was read. */
export interface AskAnswer {
  query: CubeQuery;
  interpretation: InterpretationSpan[];
}

/** The ask refusal (422). */
export interface NotUnderstoodAnswer {
  error: typeof NOT_UNDERSTOOD;
  message: string;
  suggestions: string[];
  /**
   * A name of the data near a misspelt word of the question, never read in its place: the screen
   * offers "Did you mean Atlanta?", which asks `question`.
   */
  didYouMean?: { name: string; question: string };
}
