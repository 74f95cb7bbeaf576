import { describe, expect, it } from 'vitest';
import { menuFor } from '@src/screens/admin/staffMenu';

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
      '/seasons',
      '/actions',
      '/pages',
      '/staff',
      '/city-tax',
    ]);
  });

  it('gives the revenue manager the seasons (docs/product.md §12.9), not the front desk', () => {
    expect(hrefs('revenue_manager')).toEqual(['/seasons']);
    expect(hrefs('front_desk')).not.toContain('/seasons');
  });

  it('gives the revenue manager none of the front desk’s or the administrator’s screens', () => {
    expect(hrefs('revenue_manager')).not.toContain('/');
    expect(hrefs('revenue_manager')).not.toContain('/police-report');
    expect(hrefs('revenue_manager')).not.toContain('/staff');
  });

  it('gives a guest nothing', () => {
    expect(hrefs(null)).toEqual([]);
  });
});
