/** Answers of a fake service: a body per path (matched by the end of the path), or an error status. */
export type FakeAnswers = Record<
  string,
  { data: unknown; currency?: string } | { status: number; error: string; message: string }
>;

/**
 * A `fetch` stand-in for component tests that answers analytics views the way the service does
 * (`{ data, annotation, currencyFields }`, errors as `{ error, message }`) and records the URLs
 * asked. An unknown path answers 404.
 */
export function fakeFetch(answers: FakeAnswers): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fn = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    urls.push(url);
    const path = url.split('?')[0] ?? '';
    const key = Object.keys(answers).find((k) => path.endsWith(k));
    const answer = key ? answers[key] : { status: 404, error: 'NOT_FOUND', message: `no view ${path}` };
    if (answer && 'status' in answer) return Response.json(answer, { status: answer.status });
    return Response.json({
      data: answer?.data,
      annotation: { currency: answer?.currency ?? 'USD' },
      currencyFields: [],
    });
  };
  return { fetch: fn as typeof fetch, urls };
}
