// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fetchMock, load, startEachTestOnANewPage } from './firstRequestsSupport';

// Issue 10 / decision 028 ("The LCP image"): when the rooms screen's early rates search answers,
// the first photo the screen will show starts loading (`fetchpriority="high"`); a refused search
// loads none.
startEachTestOnANewPage();

describe("the first screen's requests", () => {
  it('rooms screen: the first photo the screen will show starts loading when the rates come', async () => {
    const category = (id: number, left: number, images: string[]) => ({
      room_category: {
        id,
        name: `C${id}`,
        description: '',
        images,
        min_adults: 1,
        max_adults: 2,
        available_rooms_count: left,
      },
      rates: [],
    });
    // The first category has no room left: the screen shows the second first.
    const answer = [
      [
        category(2, 0, ['/images/rooms/double-1.svg']),
        category(3, 4, ['/images/rooms/queen-1.svg', '/images/rooms/queen-2.svg']),
      ],
      [category(5, 1, ['/images/rooms/suite-1.svg'])],
    ];
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url === '/api/available/rates' ? answer : { from: url }), { status: 200 }),
      ),
    );
    const { startFirstRequests, api } = await load();
    await startFirstRequests(
      '/it/booking/rooms-available',
      '?rooms=2&arrival=2031-06-01&departure=2031-06-03&adults1=2&children1=0&childrenAges1=&adults2=1&children2=0&childrenAges2=',
    );
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['/images/rooms/queen-1.svg', 'high'],
    ]);
    // The screen still reads the whole answer.
    expect(
      await api.post('/api/available/rates', {
        from_date: '2031-06-01',
        to_date: '2031-06-03',
        locale: 'it',
        rooms: [
          { adults: 2, children: 0, children_ages: [] },
          { adults: 1, children: 0, children_ages: [] },
        ],
      }),
    ).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rooms screen: no photo is loaded early for a refused search', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(url === '/api/available/rates' ? { message: 'Choose your arrival date.', errors: {} } : {}),
          { status: url === '/api/available/rates' ? 422 : 200 },
        ),
      ),
    );
    const { startFirstRequests } = await load();
    await startFirstRequests('/it/booking/rooms-available', '?rooms=1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });
});
