import { ApiError } from '@tripsight/core/api';
import type { CubeQuery } from '@tripsight/core/cube';
import {
  NO_DATA_MESSAGE,
  NOT_UNDERSTOOD_MESSAGE,
  NotUnderstoodError,
  type QuestionFields,
} from '@tripsight/core/question';
import { Card } from '../../ui/card.js';
import { EmptyState, ErrorFallback, Skeleton } from '../../ui/states.js';
import { QuestionChart } from './question-chart.js';
import { QuestionChips } from './question-chips.js';
import type { Current } from './use-question-session.js';
import type { useQuestionRows } from './use-question.js';

export interface AnswerProps {
  asking: boolean;
  refused: Error | null;
  onSuggestion: (question: string) => void;
  current: Current | null;
  fields: QuestionFields | undefined;
  dateDimension: string | undefined;
  /** The dashboard's dates, which a question naming no period is answered for. */
  dashboardDates: { startDate: string; endDate: string };
  rows: ReturnType<typeof useQuestionRows>['rows'];
  ran: CubeQuery | null;
  onEdit: (query: CubeQuery) => void;
  onSave: () => void;
}

/** The answer card: loading, the refusal with its suggestions, or the chips and the chart. */
export function Answer({
  asking,
  refused,
  onSuggestion,
  current,
  fields,
  dateDimension,
  dashboardDates,
  rows,
  ran,
  onEdit,
  onSave,
}: AnswerProps) {
  if (asking)
    return (
      <Card title="Answer">
        <Skeleton height={240} />
      </Card>
    );
  if (refused && !current) {
    const suggestions = refused instanceof NotUnderstoodError ? refused.suggestions : [];
    // Whatever failed (a question not understood, a 5xx, the network), the spec's sentence; the
    // request id, when the service answered one, follows in small print for support.
    const requestId = refused instanceof ApiError ? refused.requestId : undefined;
    const near = refused instanceof NotUnderstoodError ? refused.didYouMean : undefined;
    return (
      <Card title="Answer">
        <p className="refusal" part="error" role="alert">
          {NOT_UNDERSTOOD_MESSAGE}
          {requestId && (
            <small className="request-id" part="request-id">
              {' '}
              Request id: {requestId}
            </small>
          )}
        </p>
        {near && (
          <div className="suggestions">
            <button
              type="button"
              className="suggestion did-you-mean"
              onClick={() => onSuggestion(near.question)}
            >
              Did you mean {near.name}?
            </button>
          </div>
        )}
        {suggestions.length > 0 && (
          <div className="suggestions">
            <span>Try:</span>
            {suggestions.map((s) => (
              <button key={s} type="button" className="suggestion" onClick={() => onSuggestion(s)}>
                {s}
              </button>
            ))}
          </div>
        )}
      </Card>
    );
  }
  if (!current || !fields) return null;
  return (
    <Card
      title="Answer"
      actions={
        <button type="button" onClick={onSave}>
          Save question
        </button>
      }
    >
      <QuestionChips
        query={current.query}
        interpretation={current.interpretation}
        measures={fields.measures}
        dimensions={fields.dimensions}
        dateDimension={dateDimension ?? ''}
        dashboardDates={dashboardDates}
        onChange={onEdit}
      />
      {rows.isPending ? (
        <Skeleton height={240} />
      ) : rows.error ? (
        <ErrorFallback detail={rows.error.message} />
      ) : (rows.data ?? []).length === 0 ? (
        <EmptyState title={NO_DATA_MESSAGE} advice={null} />
      ) : (
        ran && (
          <QuestionChart
            query={ran}
            rows={rows.data ?? []}
            fields={[...fields.measures, ...fields.dimensions]}
          />
        )
      )}
    </Card>
  );
}
