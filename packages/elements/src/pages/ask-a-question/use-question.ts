import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadCube, type CubeQuery, type CubeRow } from '@tripsight/core/cube';
import { resolveDateRange } from '@tripsight/core/dates';
import {
  askQuestion,
  questionFields,
  questionQuery,
  type AskAnswer,
  type QuestionFields,
} from '@tripsight/core/question';
import { emit } from '../../internal/emit.js';
import { useHost } from '../../internal/host-context.js';
import { useBusState } from '../../internal/use-bus.js';
import { useSignedIn } from '../../internal/use-has-token.js';

/** The measures and dimensions of a question view (the "What can I ask?" panel and the chips). */
export function useQuestionFields(cubeName: string) {
  const { bus } = useHost();
  const { signedIn } = useSignedIn();
  return useQuery<QuestionFields>({
    queryKey: ['question', 'fields', cubeName],
    queryFn: ({ signal }) => questionFields(bus, cubeName, signal),
    enabled: signedIn,
    staleTime: Infinity,
  });
}

/** The reading of a submitted question (none until one is submitted). */
export function useAsk(question: string | null, cubeName: string) {
  const { bus } = useHost();
  return useQuery<AskAnswer>({
    queryKey: ['question', 'ask', cubeName, question],
    queryFn: ({ signal }) => askQuestion(bus, question ?? '', cubeName, signal),
    enabled: question !== null,
    // A refused question is refused again: no retries.
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * The rows of a question's query as the dashboard's context shapes it (its filters, its dates when
 * the question names none, its currency when the question names none); the query actually run, and
 * the dashboard's dates it stands in with.
 */
export function useQuestionRows(
  query: CubeQuery | null,
  cubeName: string,
  dateDimension: string | undefined,
  currencyNamed: boolean,
) {
  const { bus, host } = useHost();
  const filters = useBusState((s) => s.filters);
  const currency = useBusState((s) => s.currency);
  const dates = useBusState((s) => resolveDateRange(s, 'air'));
  const run = useMemo(
    () =>
      query
        ? questionQuery(query, { cubeName, filters, dates, dateDimension, currency, currencyNamed })
        : null,
    [query, cubeName, filters, dates, dateDimension, currency, currencyNamed],
  );
  const rows = useQuery<CubeRow[]>({
    queryKey: ['question', 'rows', run],
    queryFn: ({ signal }) => loadCube(bus, run as CubeQuery, signal),
    enabled: run !== null,
  });
  useEffect(() => {
    if (rows.error) emit(host, 'tripsight-error', { message: rows.error.message, source: 'ask-a-question' });
  }, [rows.error, host]);
  return { run, rows, dates };
}
