import { useMemo } from 'react';
import { QUESTION_VIEWS, removeSavedQuestion, saveQuestion } from '@tripsight/core/question';
import { useBusState } from '../../internal/use-bus.js';
import { Card } from '../../ui/card.js';
import { EmptyState, SignedOutState, Skeleton } from '../../ui/states.js';
import { useSignedIn } from '../../internal/use-has-token.js';
import { Answer } from './question-answer.js';
import { storage, useQuestionSession } from './use-question-session.js';
import { sharedStyles } from '../../ui/ui.styles.js';
import { askAQuestionStyles } from './ask-a-question.styles.js';

/**
 * The question screen (docs/rules/question.md#question-screen): "Ask a new question" and "Saved Questions";
 * the view asked about, a greeting with the user's first name, the "What can I ask?" panel, the
 * reading of the question as editable chips and the answer drawn by core's chart choice.
 */
export function AskAQuestion() {
  const {
    tab,
    setTab,
    cubeName,
    setCubeName,
    text,
    setText,
    submitted,
    setSubmitted,
    current,
    setCurrent,
    saved,
    setSaved,
    fields,
    ask,
    dateDimension,
    run,
    rows,
    dates,
    submit,
    replay,
  } = useQuestionSession();
  const user = useBusState((s) => s.auth.user);
  const { signedOut } = useSignedIn();
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

/** The CSS of this module's elements: adopted into their shadow roots when the module has loaded. */
export const styles: readonly string[] = [sharedStyles, askAQuestionStyles];
