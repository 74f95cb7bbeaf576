import { asc, gte } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import { seasons } from '../../db/schema';
import { nothing } from '../../http/validation';
import { answers, day, list, obj, str } from '../../http/answers';
import { bannerNotice } from '../siteSettings/service';
import type { AppModule } from '../../deps';
import { PUBLIC_READ } from '../../http/session';

/**
 * GET /api/seasons: the hotel's seasons from a year back on ({start, end}, oldest first), for the
 * seasonal banner (product.md §1.3), which picks the season of the visitor's today with domain/season.ts.
 */
export const seasonsModule: AppModule = async (app, deps) => {
  const schema = {
    querystring: nothing,
    tags: ['Site'],
    summary: 'Season dates for the closing banner',
    description:
      'And `notice`: the banner’s own text in it, en and de and its first and last day, set by the administrator (product.md §12.17), or null.',
    response: answers(
      obj({
        seasons: list(obj({ start: day, end: day })),
        notice: {
          type: ['object', 'null'],
          properties: { text: obj({ it: str, en: str, de: str }), from: day, to: day },
        },
      }),
      { example: { seasons: [{ start: '2027-03-01', end: '2027-11-07' }], notice: null } },
    ),
  };
  app.get('/api/seasons', { schema, ...PUBLIC_READ }, async (_request, reply) => {
    const rows = await deps.db
      .select({ start: seasons.startsOn, end: seasons.endsOn })
      .from(seasons)
      .where(gte(seasons.endsOn, addDays(hotelToday(), -366)))
      .orderBy(asc(seasons.endsOn))
      .limit(4);
    // Not kept by the browser past a change staff make (docs/product.md §12.9): the SPA asks once a
    // visit (src/api/requests.ts), a page loaded again asks again.
    reply.header('cache-control', 'private, no-cache');
    return { seasons: rows, notice: await bannerNotice(deps.db) };
  });
};
