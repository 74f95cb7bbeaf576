import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { tr } from './support/catalog';
import { bookRoomAsNewAccount, pagePost } from './checkInSupport';

// Issue 34 at the desk (product.md §12.7, §12.8): the front desk opens the month of a stay's
// departure, records its tourist tax collected in cash, and sees the month's ISTAT movement with
// the guest not yet checked in counted apart.

test.describe.configure({ timeout: 120_000 });

const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

test('the front desk records a stay’s tourist tax and reads the ISTAT month', async ({ browser, page, baseURL }) => {
  const { reservationId, from, to } = await bookRoomAsNewAccount(page, baseURL!, 60, 2, 'en');
  const number = `R-${String(reservationId).padStart(5, '0')}`;
  const staff = await (
    await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.60' } })
  ).newPage();
  await onHotelClock(staff);
  await staff.goto('/en/');
  expect((await pagePost(staff, '/login', { ...DESK, remember: true })).status()).toBe(200);

  await staff.goto(`/en/admin/tourist-tax?month=${to.slice(0, 7)}`);
  const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: number }) });
  await expect(row).toContainText(`${from} – ${to}`);
  await row.getByRole('button', { name: 'Collected in cash' }).click();
  await expect(row.getByTestId('tax-status')).toHaveText('Collected in cash');

  await staff.goto(`/it/admin/istat?month=${from.slice(0, 7)}`);
  await expect(staff.getByRole('heading', { name: tr('it', 'ISTAT: guest movement') })).toBeVisible();
  await expect(staff.getByTestId('istat-by-residence')).toContainText(tr('it', 'not checked in'));
  await expect(staff.getByRole('link', { name: tr('it', 'ROSS 1000 file (Veneto)') })).toHaveAttribute(
    'href',
    `/api/admin/istat/ross1000.xml?month=${from.slice(0, 7)}`,
  );
});
