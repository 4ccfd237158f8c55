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
  const session = useQuestionSession();
  const user = useBusState((s) => s.auth.user);
  const { signedOut } = useSignedIn();
  const firstName = user?.name.split(/\s+/)[0];
  const views = useMemo(() => QUESTION_VIEWS, []);

  if (signedOut) return <SignedOutState />;
  return (
    <div className="ask" part="base">
      <div className="sub-tabs" role="tablist" aria-label="Questions">
        <button
          type="button"
          role="tab"
          aria-selected={session.tab === 'ask'}
          onClick={() => session.setTab('ask')}
        >
          Ask a new question
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={session.tab === 'saved'}
          onClick={() => session.setTab('saved')}
        >
          Saved Questions
        </button>
      </div>
      {session.tab === 'saved' ? (
        <Card title="Saved Questions">
          {session.saved.length === 0 ? (
            <EmptyState title="No saved questions yet" advice={null} compact />
          ) : (
            <ul className="saved" part="saved-list">
              {session.saved.map((entry) => (
                <li key={entry.question}>
                  <button type="button" className="link" onClick={() => session.replay(entry)}>
                    {entry.question}
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove ${entry.question}`}
                    onClick={() => {
                      const s = storage();
                      if (s) session.setSaved(removeSavedQuestion(s, entry.question));
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
              <form className="question-form" onSubmit={session.submit}>
                <label className="field">
                  <span>Data</span>
                  <select
                    value={session.cubeName}
                    onChange={(e) => {
                      // Another view answers other questions: the last answer goes, nothing is re-asked.
                      session.setCubeName(e.target.value);
                      session.setSubmitted(null);
                      session.setCurrent(null);
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
                    value={session.text}
                    maxLength={300}
                    placeholder="e.g. top 5 carriers by spend last quarter"
                    onChange={(e) => session.setText(e.target.value)}
                  />
                </label>
                <button type="submit" className="primary" disabled={session.text.trim() === ''}>
                  Ask
                </button>
              </form>
            </Card>
            <Answer
              asking={session.submitted !== null && session.ask.isFetching}
              refused={session.ask.error}
              onSuggestion={(s) => {
                session.setText(s);
                session.setCurrent(null);
                session.setSubmitted({ question: s });
              }}
              current={session.current}
              fields={session.fields.data}
              dateDimension={session.dateDimension}
              dashboardDates={session.dates}
              rows={session.rows}
              ran={session.run}
              onEdit={(query) => session.current && session.setCurrent({ ...session.current, query })}
              onSave={() => {
                const s = storage();
                if (s && session.current)
                  session.setSaved(
                    saveQuestion(s, {
                      question: session.current.question,
                      query: session.current.query,
                      cubeName: session.current.cubeName,
                    }),
                  );
              }}
            />
          </div>
          <aside className="panel" part="panel" aria-label="What can I ask?">
            <Card title="What can I ask?">
              {session.fields.isPending ? (
                <Skeleton height={18} lines={6} />
              ) : (
                <>
                  <h4>Measures</h4>
                  <ul>
                    {session.fields.data?.measures.map((m) => (
                      <li key={m.name}>{m.shortTitle}</li>
                    ))}
                  </ul>
                  <h4>Dimensions</h4>
                  <ul>
                    {session.fields.data?.dimensions.map((d) => (
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
