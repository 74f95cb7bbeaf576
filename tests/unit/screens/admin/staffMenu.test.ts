import { describe, expect, it } from 'vitest';
import { isCurrentAt, menuFor, staffMenu } from '@src/screens/admin/staffMenu';

// docs/product.md §12.0: the staff menu lists only the screens a role may use; the administrator all.
const hrefs = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((entry) => entry.href);

describe('the staff menu', () => {
  it('gives the front desk its arrivals, police report, requests, tourist tax, ISTAT and gift cards, and nothing of the administrator', () => {
    expect(hrefs('front_desk')).toEqual([
      '/',
      '/police-report',
      '/requests',
      '/tourist-tax',
      '/istat',
      '/gift-cards',
      '/spa-day',
      '/spa-catalogue',
      '/ssn-cure',
    ]);
  });

  it('gives the administrator every screen, the staff accounts among them', () => {
    expect(hrefs('administrator')).toEqual([
      '/',
      '/police-report',
      '/requests',
      '/tourist-tax',
      '/istat',
      '/gift-cards',
      '/spa-day',
      '/spa-catalogue',
      '/ssn-cure',
      '/seasons',
      '/promo-codes',
      '/gift-card-products',
      '/add-ons',
      '/day-spa',
      '/rooms',
      '/rate-plans',
      '/pricing-rules',
      '/calendar',
      '/actions',
      '/pages',
      '/staff',
      '/city-tax',
      '/settings',
    ]);
  });

  it('gives the revenue manager the seasons, the promo codes, the gift-card products, the add-ons, the day spa, the rooms, the rate plans, the pricing rules and the calendar (docs/product.md §12.9, §12.12-§12.17, §16.9), not the front desk', () => {
    const revenue = [
      '/spa-catalogue',
      '/ssn-cure',
      '/seasons',
      '/promo-codes',
      '/gift-card-products',
      '/add-ons',
      '/day-spa',
      '/rooms',
      '/rate-plans',
      '/pricing-rules',
      '/calendar',
    ];
    expect(hrefs('revenue_manager')).toEqual(revenue);
    for (const href of revenue.slice(2)) expect(hrefs('front_desk')).not.toContain(href);
  });

  it('gives the revenue manager none of the front desk’s or the administrator’s screens', () => {
    expect(hrefs('revenue_manager')).not.toContain('/');
    expect(hrefs('revenue_manager')).not.toContain('/police-report');
    expect(hrefs('revenue_manager')).not.toContain('/staff');
  });

  it('gives a guest nothing', () => {
    expect(hrefs(null)).toEqual([]);
  });

  it('marks the screen shown, its pages below, and the arrivals on a reservation reached from them', () => {
    const marked = (location: string) =>
      staffMenu.filter((entry) => isCurrentAt(entry, location)).map((entry) => entry.href);
    expect(marked('/')).toEqual(['/']);
    expect(marked('/reservations/12')).toEqual(['/']);
    expect(marked('/pages')).toEqual(['/pages']);
    expect(marked('/pages/7')).toEqual(['/pages']);
    expect(marked('/spa-day')).toEqual(['/spa-day']);
    expect(marked('/staff')).toEqual(['/staff']);
  });
});
