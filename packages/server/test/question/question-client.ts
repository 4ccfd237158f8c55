import { CUBE_API_PATH, type CubeQuery, type CubeRow } from '@tripsight/core/cube';
import { QUESTION_ASK_PATH, QUESTION_FIELDS_PATH } from '@tripsight/core/question';
import type { TestServer } from '../server.js';

/** One call's status and JSON body. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
}

async function getJson<T>(server: TestServer, path: string, params: Record<string, string>, token?: string) {
  const url = `${server.url}${path}?${new URLSearchParams(params).toString()}`;
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as T, text };
}

/** GET /api/question/ask. */
export const ask = <T = Record<string, unknown>>(
  server: TestServer,
  token: string,
  query: string,
  cubeName: string,
) => getJson<T>(server, QUESTION_ASK_PATH, { query, cubeName }, token) as Promise<Answer<T>>;

/** GET /api/question/fields. */
export const fields = <T = Record<string, unknown>>(
  server: TestServer,
  token: string | undefined,
  cubeName: string,
) => getJson<T>(server, QUESTION_FIELDS_PATH, { cubeName }, token) as Promise<Answer<T>>;

/** Runs a query on the analytics query API and answers its rows (or throws with the service's message). */
export async function load(server: TestServer, token: string, query: CubeQuery): Promise<CubeRow[]> {
  const res = await fetch(`${server.url}${CUBE_API_PATH}/load`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: CubeRow[]; error?: string };
  if (res.status !== 200) throw new Error(`load ${res.status}: ${body.error ?? ''} ${JSON.stringify(query)}`);
  return body.data;
}
