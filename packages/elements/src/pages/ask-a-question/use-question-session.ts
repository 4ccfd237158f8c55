import { useEffect, useState, type FormEvent } from 'react';
import type { CubeQuery } from '@tripsight/core/cube';
import {
  QUESTION_VIEWS,
  readSavedQuestions,
  type InterpretationSpan,
  type SavedQuestion,
} from '@tripsight/core/question';
import { useAsk, useQuestionFields, useQuestionRows } from './use-question.js';

/** The question being answered: as asked, and its query as the user left it. */
export interface Current {
  question: string;
  cubeName: string;
  query: CubeQuery;
  interpretation: readonly InterpretationSpan[];
}

/** Where saved questions are kept: the browser's local storage, when there is one. */
export const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The state of the question screen: the tab, the view asked about, the text typed, the question
 * submitted and its reading, the saved questions, and the answer's rows; `submit` asks the typed
 * question, `replay` shows a saved one exactly as it was saved.
 */
export function useQuestionSession() {
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
    // docs/rules/question.md#question-screen: an empty question is not submitted.
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
  return {
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
  };
}
