import {
  FIRST_ANSWERS_ID,
  firstRequestKey,
  readWrittenKey,
  WRITTEN_STATUSES,
  type WrittenStatus,
} from '@domain/firstRequests';
import { requestInit, type Method } from './requestInit';

/**
 * Requests the first screen is known to make, started by the entry before React renders, so
 * they travel beside the route's code instead of after it (decision 028). The client
 * (`request` in client.ts) adopts an early answer for the very same request (method, address,
 * body, language) once, and makes its own request otherwise. Early answers belong to the page
 * load: a state-changing request that did not adopt one (a login, a logout, a payment) drops
 * them all, so nothing read before it is served after it.
 */
const started = new Map<string, Promise<Response>>();

/** An answer a screen can show in its first render: data (200) or a refusal (422) with the server's reason. */
interface EarlyAnswer {
  status: number;
  data: unknown;
}
/** Early answers that have come (or were written into the page), by request: a screen's first render can use them at once. */
const arrived = new Map<string, EarlyAnswer>();

const keyOf = firstRequestKey;
// The statuses a screen shows at once are those the server writes into the page.
const shownAtOnce = (status: number) => WRITTEN_STATUSES.includes(status as WrittenStatus);

/** Answers the server wrote into the page, read at the first request (server/http/firstAnswers.ts). */
let written: Map<string, EarlyAnswer> | undefined;

/**
 * The answer the server wrote into the page for this request (decision 033), taken once if
 * `wanted` accepts its status. None when it wrote none: an answer it does not write (a 404, a
 * 500), a request it does not know, or a page that was not served by the Terme server.
 */
function takeWritten(key: string, wanted: (status: number) => boolean = () => true): EarlyAnswer | undefined {
  if (!written) {
    written = new Map();
    try {
      const answers = JSON.parse(document.getElementById(FIRST_ANSWERS_ID)?.textContent || '{}') as Record<
        string,
        unknown
      >;
      for (const [request, data] of Object.entries(answers)) {
        const { status, key: requestKey } = readWrittenKey(request);
        written.set(requestKey, { status, data });
      }
    } catch {
      // Unreadable: the requests are made as if nothing had been written.
    }
  }
  const answer = written.get(key);
  if (!answer || !wanted(answer.status)) return undefined;
  written.delete(key);
  return answer;
}

const responseOf = ({ status, data }: EarlyAnswer) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

export function startEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> {
  const key = keyOf(method, url, locale, body);
  const answer = takeWritten(key);
  if (answer !== undefined) {
    // Already here: the first render can show it, and the client adopts it as if it had come.
    const response = Promise.resolve(responseOf(answer));
    started.set(key, response);
    arrived.set(key, answer);
    return response;
  }
  const response = fetch(url, requestInit(method, locale, body));
  // Nobody may adopt it (another screen, a failed route): a network failure is not unhandled.
  response.catch(() => undefined);
  started.set(key, response);
  // All early requests are reads (the rooms' rates search is a read-only POST): what has come
  // is a screen's first data, or its refusal. Kept only while nobody has adopted the request (or dropped it).
  void response
    .then((answer) =>
      shownAtOnce(answer.status)
        ? (answer.clone().json() as Promise<unknown>).then((data) => ({ status: answer.status, data }))
        : undefined,
    )
    .then((answer) => answer !== undefined && started.get(key) === response && arrived.set(key, answer))
    .catch(() => undefined);
  return response;
}

/** The early answer to this request if it has come with a status `wanted` accepts, taken once with its request. */
function takeArrived(key: string, wanted: (status: number) => boolean): EarlyAnswer | undefined {
  // Written by the server for a request the entry does not make itself (the day spa's calendar).
  if (!arrived.has(key)) return takeWritten(key, wanted);
  const answer = arrived.get(key)!;
  if (!wanted(answer.status)) return undefined;
  arrived.delete(key);
  started.delete(key);
  return answer;
}

/**
 * The data of an early answer that has already come, taken once with its request (a query's
 * `initialData`, the booking statechart's rates): the screen's first render shows it, instead of
 * a skeleton and a second render a moment later (issue 10). Undefined when it has not come yet,
 * or was refused: the query then asks the client, which adopts the answer on its way. These are
 * reads: their answers carry no new CSRF token.
 */
export function takeEarlyData<T>(url: string, locale: string, method: Method = 'GET', body?: string): T | undefined {
  return takeArrived(keyOf(method, url, locale, body), (status) => status === 200)?.data as T | undefined;
}

/**
 * The server's refusal (422) of an early request that has already come, taken once with its
 * request: the body the client would have thrown as an ApiError (`message`, field `errors`).
 * The booking statechart starts on the reason, as it would after asking (issue 10: the rooms'
 * skeletons giving way to a short refusal moved the page).
 */
export function takeEarlyRefusal(
  url: string,
  locale: string,
  method: Method = 'GET',
  body?: string,
): Record<string, unknown> | undefined {
  return takeArrived(keyOf(method, url, locale, body), (status) => status === 422)?.data as
    Record<string, unknown> | undefined;
}

/** The early answer to this request, taken once; none for a request nobody started early and the server did not write. */
export function adoptEarly(method: Method, url: string, locale: string, body?: string): Promise<Response> | undefined {
  const key = keyOf(method, url, locale, body);
  const writtenAnswer = started.has(key) ? undefined : takeWritten(key);
  const response =
    started.get(key) ?? (writtenAnswer === undefined ? undefined : Promise.resolve(responseOf(writtenAnswer)));
  arrived.delete(key);
  if (response) started.delete(key);
  else if (method !== 'GET') {
    started.clear();
    arrived.clear();
    written = new Map();
  }
  return response;
}
