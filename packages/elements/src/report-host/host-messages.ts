/**
 * The report side of powerbi-client's postMessage protocol: the SDK sends HTTP-like requests
 * (`{ method, url, headers: { id, uid, … }, body }`) and expects a response carrying the request's
 * `headers.id` and a `statusCode` (2xx resolves its promise, anything else rejects it with the body);
 * the report posts events as requests of its own (`POST /reports/{uid}/events/{name}`).
 */

/** A request from the embedding page. */
export interface HostRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
}

/** What a handler answers: a status and a body. */
export interface HostResponse {
  status: number;
  body?: unknown;
}

type HostHandler = (request: HostRequest) => HostResponse | Promise<HostResponse>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const randomId = () => Math.random().toString(36).slice(2);

/** Where the report talks to: the embedding window and its origin (learnt from its first request). */
export interface HostChannel {
  /** Answers requests with `handle` from now on (requests that came earlier are answered first). */
  serve(handle: HostHandler): void;
  /** Posts the event `name` of the report loaded as `uid` to the embedding page. */
  post(uid: string, name: string, body: unknown): void;
  /** Tells the embedding page the report's height, so its frame fits the report without a scrollbar. */
  size(height: number): void;
}

interface Pending {
  request: HostRequest;
  id: unknown;
  origin: string;
}

/**
 * Listens to `parent`'s requests from the start: the SDK sends `/report/load` as soon as the frame
 * has loaded, which can be before the report's code has arrived, so requests wait until `serve`.
 * Messages from other windows, and responses to the report's own events, are ignored.
 */
function listenToHost(parent: Window): HostChannel {
  let origin: string | null = null;
  let handler: HostHandler | null = null;
  const waiting: Pending[] = [];
  const answer = ({ request, id, origin: to }: Pending, handle: HostHandler) => {
    void Promise.resolve()
      .then(() => handle(request))
      .catch((error: unknown) => ({ status: 500, body: { message: String(error) } }))
      .then((response) => {
        parent.postMessage({ statusCode: response.status, headers: { id }, body: response.body }, to);
      });
  };
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== parent) return;
    const data: unknown = event.data;
    if (!isRecord(data) || !isRecord(data.headers) || 'statusCode' in data) return;
    if (typeof data.method !== 'string' || typeof data.url !== 'string') return;
    origin = event.origin;
    const pending: Pending = {
      request: { method: data.method.toUpperCase(), url: data.url, headers: data.headers, body: data.body },
      id: data.headers.id,
      origin: event.origin,
    };
    if (handler) answer(pending, handler);
    else waiting.push(pending);
  });
  return {
    serve(handle) {
      handler = handle;
      for (const pending of waiting.splice(0)) answer(pending, handle);
    },
    post(uid, name, body) {
      if (!origin) return;
      parent.postMessage(
        { method: 'POST', url: `/reports/${uid}/events/${name}`, headers: { id: randomId() }, body },
        origin,
      );
    },
    size(height) {
      if (origin) parent.postMessage({ type: 'tripsight-report-size', height }, origin);
    },
  };
}

let channel: HostChannel | null = null;

/** The page's one channel to its embedding window (started by the embed page's script). */
export function hostChannel(): HostChannel {
  channel ??= listenToHost(window.parent);
  return channel;
}
