import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hotelToday } from '../../domain/dates';
import { startCalendarUrl } from '../../domain/daySpa';
import { FIRST_ANSWERS_ID, firstReads, firstRequestKey, startsDaySpaCalendar } from '../../domain/firstRequests';
import type { RouteMatch } from '../../domain/routes';

/**
 * The answers to the reads of the route's first screen (domain/firstRequests.ts), as an element
 * to write into the page (decision 033): the entry takes them instead of asking, so the first
 * screen does not wait for a round trip after its code has come. Each is asked of the app itself
 * with the visitor's cookies and address and the headers the browser would send
 * (src/api/requestInit.ts), so it is the very answer the browser would get. Only 200 answers are
 * written: for anything else the browser asks itself, as before. A cookie an answer sets (a
 * persistent session kept alive) goes out with the page. The day-spa start's calendar is asked
 * once its product has come. '' when there is nothing to write.
 */
export async function firstAnswers(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, route: RouteMatch, query: string): Promise<string> {
  const reads = firstReads(route);
  if (reads.length === 0) return '';
  const ask = (url: string) =>
    app
      .inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-locale': route.lang,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
      })
      .then((answer) => (answer.statusCode === 200 && String(answer.headers['content-type']).startsWith('application/json') ? answer : null))
      // The page is served all the same: the browser will ask.
      .catch(() => null);
  const answers = await Promise.all(reads.map(ask));
  const product = startsDaySpaCalendar(route) ? answers[reads.findIndex((url) => url.startsWith('/api/products/'))] : null;
  if (product) {
    const calendar = startCalendarUrl(product.json(), query, hotelToday());
    reads.push(calendar);
    answers.push(await ask(calendar));
  }
  const entries: string[] = [];
  answers.forEach((answer, i) => {
    if (!answer) return;
    const cookies = answer.headers['set-cookie'];
    if (cookies) reply.header('set-cookie', cookies);
    // The answer's own JSON text, as it came: not parsed and written again.
    entries.push(`${JSON.stringify(firstRequestKey('GET', reads[i], route.lang))}:${answer.body}`);
  });
  if (entries.length === 0) return '';
  // '<' escaped, so that no text in an answer (a name, a description) can close the element.
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">{${entries.join(',').replace(/</g, '\\u003c')}}</script>`;
}
