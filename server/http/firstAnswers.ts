import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstOfferLookup, RATES_SEARCH_URL, ratesSearchText } from '../../domain/bookingQuery';
import { firstPhoto } from '../../domain/bookingSelection';
import { hotelToday } from '../../domain/dates';
import { startCalendarUrl } from '../../domain/daySpa';
import {
  FIRST_ANSWERS_ID,
  firstReads,
  firstRequestKey,
  startsDaySpaCalendar,
  startsRatesSearch,
  writtenOnlyReads,
  WRITTEN_STATUSES,
  writtenKey,
  type WrittenStatus,
} from '../../domain/firstRequests';
import type { RouteMatch } from '../../domain/routes';
import type { AvailableRatesResponse } from '../../domain/roomRates';

/** What the page gains: the element with the answers (for its body), and the rooms screen's first photo, its largest paint. */
export interface FirstAnswers {
  element: string;
  photo?: string;
}

interface FirstRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

/** The route's first requests: its reads (those the entry starts and those only written), and the rooms screen's rates search with its promo code's lookup. */
function requestsOf(route: RouteMatch, query: string): FirstRequest[] {
  const requests: FirstRequest[] = [...firstReads(route), ...writtenOnlyReads(route)].map((url) => ({
    method: 'GET',
    url,
  }));
  if (startsRatesSearch(route)) {
    requests.push({ method: 'POST', url: RATES_SEARCH_URL, body: ratesSearchText(query, route.lang) });
    const offer = firstOfferLookup(query, route.lang);
    if (offer) requests.push({ method: 'GET', url: offer });
  }
  return requests;
}

/**
 * The answers to the route's first requests (domain/firstRequests.ts), as an element to write
 * into the page (decision 033): the entry takes them instead of asking, so the first screen does
 * not wait for a round trip after its code has come. Each is asked of the app itself with the
 * visitor's cookies and address and the headers the browser would send
 * (src/api/requestInit.ts), so it is the very answer the browser would get; the rates search is
 * a read-only POST, which needs no CSRF token. Only 200 answers and refusals (422, such as the
 * rooms' search for dates out of season, whose reason the screen shows in its first paint instead
 * of skeletons) are written: for anything else the browser asks itself, as before. A cookie an
 * answer sets (a persistent session kept alive) goes out with the page. The day-spa start's
 * calendar is asked once its product has come.
 */
export async function firstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteMatch,
  query: string,
): Promise<FirstAnswers> {
  const none = { element: '' };
  const requests = requestsOf(route, query);
  if (requests.length === 0) return none;
  const ask = ({ method, url, body }: FirstRequest) =>
    app
      .inject({
        method,
        url,
        payload: body,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-locale': route.lang,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
      })
      .then((answer) =>
        WRITTEN_STATUSES.includes(answer.statusCode as WrittenStatus) &&
        String(answer.headers['content-type']).startsWith('application/json')
          ? answer
          : null,
      )
      // The page is served all the same: the browser will ask.
      .catch(() => null);
  const answers = await Promise.all(requests.map(ask));
  const succeeded = (answer: Awaited<ReturnType<typeof ask>> | undefined) =>
    answer?.statusCode === 200 ? answer : null;
  const product = startsDaySpaCalendar(route)
    ? succeeded(answers[requests.findIndex(({ url }) => url.startsWith('/api/products/'))])
    : null;
  if (product) {
    const calendar: FirstRequest = { method: 'GET', url: startCalendarUrl(product.json(), query, hotelToday()) };
    requests.push(calendar);
    answers.push(await ask(calendar));
  }
  const entries: string[] = [];
  answers.forEach((answer, i) => {
    if (!answer) return;
    const cookies = answer.headers['set-cookie'];
    if (cookies) reply.header('set-cookie', cookies);
    const { method, url, body } = requests[i];
    // The answer's own JSON text, as it came: not parsed and written again.
    const key = writtenKey(answer.statusCode as WrittenStatus, firstRequestKey(method, url, route.lang, body));
    entries.push(`${JSON.stringify(key)}:${answer.body}`);
  });
  if (entries.length === 0) return none;
  const rates = startsRatesSearch(route)
    ? succeeded(answers[requests.findIndex(({ method }) => method === 'POST')])
    : null;
  return {
    // '<' escaped, so that no text in an answer (a name, a description) can close the element.
    element: `<script type="application/json" id="${FIRST_ANSWERS_ID}">{${entries.join(',').replace(/</g, '\\u003c')}}</script>`,
    photo: rates ? firstPhoto(rates.json<AvailableRatesResponse>()) : undefined,
  };
}
