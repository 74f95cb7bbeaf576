// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { reserveAt, roomsOfSearch } from '@domain/bookingSelection';
import type { RateVariation, RoomCategoryInfo } from '@domain/roomRates';
import { OrderSummary } from '@src/screens/booking/rooms/OrderSummary';
import { cleanup, render } from '../../ui/harness';

// docs/product.md §16.9 (decision 056): on the payment step the order summary shows one total of
// the stay, the rooms and the extras chosen at the server's prices; the deposit stays the rooms'
// (75 € a person) and the extras are paid at the hotel with the balance. A family of three, three
// nights at 600 €, late check-out (30 €) and bathrobes (36 €): hand-written figures.
const suite: RoomCategoryInfo = {
  id: 3,
  name: 'Junior Suite',
  description: '',
  images: [],
  min_adults: 1,
  max_adults: 4,
  available_rooms_count: 1,
};
const halfBoard: RateVariation = {
  id: 32,
  name: 'Half board',
  rate_name: 'Flexible rate',
  full_name: 'Flexible rate',
  refundable: true,
  total: 60000,
  adult_total: 60000,
  children_total: 0,
  children: [],
};
const rooms = reserveAt(
  roomsOfSearch({
    arrival: '2027-05-03',
    departure: '2027-05-06',
    code: '',
    rooms: [{ adults: 2, children: 1, childrenAges: [8] }],
  }),
  0,
  suite,
  halfBoard,
);

const figures = (screen: HTMLElement) =>
  Object.fromEntries(
    [...screen.querySelectorAll('.order-summary__totals dt')].map((dt) => [
      dt.textContent,
      (dt.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' '),
    ]),
  );

describe('the order summary with extras', () => {
  afterEach(cleanup);

  it('adds the extras to the total of the stay and the balance, not to the deposit', async () => {
    const screen = await render(<OrderSummary rooms={rooms} extrasCents={6600} />);
    expect(figures(screen)).toEqual({
      'Extras, paid at the hotel': '€66.00',
      'Stay total': '€666.00',
      'Deposit to pay now': '€225.00',
      'Balance at the hotel': '€441.00',
    });
  });

  it('takes the personal discount off the rooms alone', async () => {
    const screen = await render(<OrderSummary rooms={rooms} extrasCents={6600} discountPercent={10} />);
    expect(figures(screen)).toMatchObject({
      'Stay total': '€666.00',
      'Your price with your 10% discount': '€606.00',
      'Balance at the hotel': '€381.00',
    });
  });

  it('shows the rooms alone when no extra is chosen', async () => {
    const screen = await render(<OrderSummary rooms={rooms} />);
    expect(figures(screen)).toEqual({
      'Stay total': '€600.00',
      'Deposit to pay now': '€225.00',
      'Balance at the hotel': '€375.00',
    });
  });
});
