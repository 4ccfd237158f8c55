import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '@tripsight/core/api';
import type { CubeQuery } from '@tripsight/core/cube';
import {
  NO_DATA_MESSAGE,
  NOT_UNDERSTOOD_MESSAGE,
  NotUnderstoodError,
  QUESTION_VIEWS,
  readSavedQuestions,
  removeSavedQuestion,
  saveQuestion,
  type InterpretationSpan,
  type QuestionFields,
  type SavedQuestion,
} from '@tripsight/core/question';
import { useBusState } from '../../internal/use-bus.js';
import { Card } from '../../ui/card.js';
import { EmptyState, ErrorFallback, SignedOutState, Skeleton } from '../../ui/states.js';
import { useSignedIn } from '../../internal/use-has-token.js';
import { QuestionChart } from './question-chart.js';
import { QuestionChips } from './question-chips.js';
import { useAsk, useQuestionFields, useQuestionRows } from './use-question.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { askAQuestionStyles } from './ask-a-question.styles.js';

/** The question being answered: as asked, and its query as the user left it. */
interface Current {
  question: string;
  cubeName: string;
  query: CubeQuery;
  interpretation: readonly InterpretationSpan[];
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The question screen (hotel-ops-question.md §2.8): "Ask a new question" and "Saved Questions";
 * the view asked about, a greeting with the user's first name, the "What can I ask?" panel, the
 * reading of the question as editable chips and the answer drawn by core's chart choice.
 */
export function AskAQuestion() {
  const [tab, setTab] = useState<'ask' | 'saved'>('ask');
  const [cubeName, setCubeName] = useState(QUESTION_VIEWS[0]?.name ?? '');
  const [text, setText] = useState('');
  // Each submit is a new object, so asking the same question again shows its (cached) reading again.
  const [submitted, setSubmitted] = useState<{ question: string } | null>(null);
  const [current, setCurrent] = useState<Current | null>(null);
  const [saved, setSaved] = useState<SavedQuestion[]>(() => {
    const s = storage();
    return s ? readSavedQuestions(s) : [];
  });
  const user = useBusState((s) => s.auth.user);
  const { signedOut } = useSignedIn();
  const fields = useQuestionFields(current?.cubeName ?? cubeName);
  const ask = useAsk(submitted?.question ?? null, cubeName);
  const dateDimension = fields.data?.dimensions.find((d) => d.type === 'time')?.name;
  const currencyNamed = current?.interpretation.some((s) => s.kind === 'currency') ?? false;
  const { run, rows, dates } = useQuestionRows(
    current?.query ?? null,
    current?.cubeName ?? cubeName,
    dateDimension,
    currencyNamed,
  );

  useEffect(() => {
    if (ask.data && submitted !== null) {
      setCurrent({
        question: submitted.question,
        cubeName,
        query: ask.data.query,
        interpretation: ask.data.interpretation,
      });
    }
  }, [ask.data, submitted, cubeName]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const question = text.trim();
    // Spec §5: an empty question is not submitted.
    if (question === '') return;
    setCurrent(null);
    setSubmitted({ question });
  };
  const replay = (entry: SavedQuestion) => {
    setTab('ask');
    setText(entry.question);
    setCubeName(entry.cubeName);
    setSubmitted(null);
    // Replayed exactly: the saved query, not a new reading of the question.
    setCurrent({
      question: entry.question,
      cubeName: entry.cubeName,
      query: entry.query,
      interpretation: [],
    });
  };
  const firstName = user?.name.split(/\s+/)[0];
  const views = useMemo(() => QUESTION_VIEWS, []);

  if (signedOut) return <SignedOutState />;
  return (
    <div className="ask" part="base">
      <div className="sub-tabs" role="tablist" aria-label="Questions">
        <button type="button" role="tab" aria-selected={tab === 'ask'} onClick={() => setTab('ask')}>
          Ask a new question
        </button>
        <button type="button" role="tab" aria-selected={tab === 'saved'} onClick={() => setTab('saved')}>
          Saved Questions
        </button>
      </div>
      {tab === 'saved' ? (
        <Card title="Saved Questions">
          {saved.length === 0 ? (
            <EmptyState title="No saved questions yet" advice={null} compact />
          ) : (
            <ul className="saved" part="saved-list">
              {saved.map((entry) => (
                <li key={entry.question}>
                  <button type="button" className="link" onClick={() => replay(entry)}>
                    {entry.question}
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${entry.question}`}
                    onClick={() => {
                      const s = storage();
                      if (s) setSaved(removeSavedQuestion(s, entry.question));
                    }}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : (
        <div className="layout">
          <div className="main">
            <Card
              title={
                firstName ? `Hi ${firstName}, what would you like to know?` : 'What would you like to know?'
              }
              headingLevel={2}
            >
              <form className="question-form" onSubmit={submit}>
                <label className="field">
                  <span>Data</span>
                  <select
                    value={cubeName}
                    onChange={(e) => {
                      // Another view answers other questions: the last answer goes, nothing is re-asked.
                      setCubeName(e.target.value);
                      setSubmitted(null);
                      setCurrent(null);
                    }}
                    aria-label="Data"
                  >
                    {views.map((v) => (
                      <option key={v.name} value={v.name}>
                        {v.title}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field question">
                  <span>Question</span>
                  <input
                    type="text"
                    value={text}
                    maxLength={300}
                    placeholder="e.g. top 5 carriers by spend last quarter"
                    onChange={(e) => setText(e.target.value)}
                  />
                </label>
                <button type="submit" className="primary" disabled={text.trim() === ''}>
                  Ask
                </button>
              </form>
            </Card>
            <Answer
              asking={submitted !== null && ask.isFetching}
              refused={ask.error}
              onSuggestion={(s) => {
                setText(s);
                setCurrent(null);
                setSubmitted({ question: s });
              }}
              current={current}
              fields={fields.data}
              dateDimension={dateDimension}
              dashboardDates={dates}
              rows={rows}
              ran={run}
              onEdit={(query) => current && setCurrent({ ...current, query })}
              onSave={() => {
                const s = storage();
                if (s && current)
                  setSaved(
                    saveQuestion(s, {
                      question: current.question,
                      query: current.query,
                      cubeName: current.cubeName,
                    }),
                  );
              }}
            />
          </div>
          <aside className="panel" part="panel" aria-label="What can I ask?">
            <Card title="What can I ask?">
              {fields.isPending ? (
                <Skeleton height={18} lines={6} />
              ) : (
                <>
                  <h4>Measures</h4>
                  <ul>
                    {fields.data?.measures.map((m) => (
                      <li key={m.name}>{m.shortTitle}</li>
                    ))}
                  </ul>
                  <h4>Dimensions</h4>
                  <ul>
                    {fields.data?.dimensions.map((d) => (
                      <li key={d.name}>{d.shortTitle}</li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          </aside>
        </div>
      )}
    </div>
  );
}

interface AnswerProps {
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
function Answer({
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

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, askAQuestionStyles];
