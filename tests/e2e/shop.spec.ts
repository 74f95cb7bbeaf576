import type { Page } from '@playwright/test';
import { DAY_SPA_WEEKDAY_PRICE, DAY_SPA_WEEKEND_PRICE, isWeekend } from '../../server/db/seed/daySpa';
import { openDay } from './support/daySpaBooking';
import { formatDate, hotelToday } from '../../domain/dates';
import { giftCardExpiry } from '../../domain/shop';
import { expect, test, uniqueEmail } from './support/fixtures';
import { cardExpiry } from './support/clock';

// The gift-card shop from a guest's side (issue 11, product.md §5): add from /shop, the cart dropdown,
// a dated spa product in the same cart, personalisation, payment, confirmation, and the
// recipient's mail with the code.

/** '€190.00': the English screens' amounts. */
const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** The day a gift card bought today expires (domain/shop.ts), by the hotel's clock. */
const expiry = giftCardExpiry(hotelToday());

const cartButton = (page: Page) => page.getByRole('button', { name: /Cart|Carrello|Warenkorb/ });
const spaCard = (page: Page) => page.getByRole('form', { name: 'Add Spa gift card to the cart' });

async function addSpaCard(page: Page, options: { people?: number; quantity?: number; variation?: string } = {}) {
  const form = spaCard(page);
  if (options.variation) await form.getByLabel('Gift card for').selectOption({ label: options.variation });
  for (let i = 1; i < (options.people ?? 1); i++) await form.getByRole('button', { name: 'Increase People' }).click();
  for (let i = 1; i < (options.quantity ?? 1); i++)
    await form.getByRole('button', { name: 'Increase Quantity' }).click();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Product Added', { exact: true })).toBeVisible();
}

test(
  'a guest buys two spa gift cards for a friend and a spa day for two: shop, dropdown, recipients, payment, confirmation, mail',
  { tag: '@dates' },
  async ({ page, outbox }) => {
    await page.goto('/en/shop');
    await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
    const form = spaCard(page);
    await form.getByLabel('Gift card for').selectOption({ label: 'Thermal day and 50-minute massage · €95.00' });
    await expect(form.getByTestId('gift-card-total')).toHaveText('€95.00');
    // A year from the hotel's today (product.md §5.1; bought on 29 February, it expires on 28 February).
    await expect(form).toContainText(`Valid until ${formatDate(expiry, 'en', 'DD MMMM YYYY')}`);
    await addSpaCard(page, { quantity: 2 });
    // Adding opens the dropdown with the server's total.
    await expect(page.getByTestId('cart-total')).toHaveText('€190.00');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-total')).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    // A spa day for two on a date, from the shop's link to its 'Reservation' pages, into the same cart (no account).
    const day = openDay(5);
    const spaDay = 2 * (isWeekend(day) ? DAY_SPA_WEEKEND_PRICE : DAY_SPA_WEEKDAY_PRICE);
    await page.getByRole('link', { name: 'Choose a date for Thermal day' }).click();
    await expect(page.getByRole('heading', { name: 'Reservation Thermal day', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Increase People including children' }).click();
    const calendarDay = page.locator(`.price-calendar button[data-date="${day}"]`);
    // The month shown first is this one: the day may be in a later one (in the last week of a
    // season the next slots are in March).
    await expect(page.locator('.price-calendar:not([aria-busy])')).toBeVisible();
    for (let i = 0; i < 3 && !(await calendarDay.isVisible()); i++) await page.locator('.rdp-button_next').click();
    await calendarDay.click();
    await page.getByRole('button', { name: `Add Full day 9am-6:30pm for ${euro(spaDay)} to the cart` }).click();
    await expect(page.getByText('Product Added', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(euro(19000 + spaDay));
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/en\/shop\/checkout\/personalisation$/);
    const recipients = page.getByRole('form', { name: 'Gift card recipients' });
    // One form per card: the line of two cards has two; both go to the same friend here.
    const cardForm = (n: number) => recipients.getByRole('group', { name: new RegExp(`^Gift card ${n} of 2:`) });
    await expect(recipients.getByRole('group')).toHaveCount(2);
    const recipient = uniqueEmail('carla');
    await cardForm(2).getByLabel("Recipient's full name").fill('Carla Verdi');
    await cardForm(2).getByLabel("Recipient's email").fill(recipient);
    await cardForm(2).getByLabel('Message (optional)').fill('Happy birthday!');
    await cardForm(1).getByLabel("Recipient's full name").fill('Carla Verdi');
    await cardForm(1).getByLabel("Recipient's email").fill('not-an-email');
    await recipients.getByRole('button', { name: 'Continue' }).click();
    await expect(cardForm(1).getByText('Please enter a valid email address.')).toBeVisible();
    await cardForm(1).getByLabel("Recipient's email").fill(recipient);
    await cardForm(1).getByLabel('Message (optional)').fill('Happy birthday!');
    await recipients.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/en\/shop\/checkout\/payment$/);
    await expect(page.getByTestId('checkout-total')).toHaveText(euro(19000 + spaDay));
    const buyer = uniqueEmail('giulia');
    await page.getByLabel('First name', { exact: true }).fill('Giulia');
    await page.getByLabel('Last name', { exact: true }).fill('Bianchi');
    await page.getByLabel('Email', { exact: true }).fill(buyer);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry (MM / YY)').fill(cardExpiry());
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /Pay now/ }).click();
    await expect(page.getByText('Thank you!')).toBeVisible();

    await expect(page).toHaveURL(/\/en\/shop\/checkout\/confirmation$/);
    const confirmation = page.getByTestId('shop-confirmation');
    await expect(confirmation).toContainText(euro(19000 + spaDay));
    await expect(confirmation).toContainText('ending in 4242');
    await expect(confirmation).toContainText(
      '2 × Spa gift card, Thermal day and 50-minute massage (1 person) for Carla Verdi',
    );
    await expect(confirmation).toContainText(
      /1 × Thermal day, \d\d? \w+ \d{4}, Full day 9am-6:30pm \(2 people\) reservation DS-[A-Z2-9]{8}/,
    );
    await expect(confirmation).toContainText('Your spa reservation is confirmed');
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    const mail = await outbox.waitFor(recipient);
    expect(mail.subject).toBe('Giulia Bianchi has sent you a gift card');
    expect(mail.body).toContain('Happy birthday!');
    const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.body)![1];
    await outbox.waitFor(buyer);

    // The recipient checks the card on the balance page, in German, typing it in lower case.
    await page.goto('/de/gift-cards/balance');
    const balance = page.getByRole('form', { name: 'Guthaben des Gutscheins' });
    const typo = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    await balance.getByLabel('Gutscheincode').fill(typo);
    await balance.getByRole('button', { name: 'Guthaben prüfen' }).click();
    await expect(balance.getByText('Das ist kein Gutscheincode: Bitte prüfe ihn auf Tippfehler.')).toBeVisible();
    await balance.getByLabel('Gutscheincode').fill(code.toLowerCase());
    await balance.getByRole('button', { name: 'Guthaben prüfen' }).click();
    await expect(page.getByTestId('gift-card-balance')).toContainText('Guthaben: 95,00 € von 95,00 €');
    await expect(page.getByTestId('gift-card-balance')).toContainText(`Gutschein mit den Endziffern ${code.slice(-4)}`);
    // The server dated the card by the same day as the shop's page.
    await expect(page.getByTestId('gift-card-balance')).toContainText(
      `Gültig bis ${formatDate(expiry, 'de', 'DD MMMM YYYY')}`,
    );

    // ...and pays a day entry (40.00) with it: the code field at the payment step, no card needed.
    await page.goto('/en/shop');
    await addSpaCard(page);
    await page.keyboard.press('Escape');
    await page.goto('/en/shop/checkout');
    await recipients.getByLabel("Recipient's full name").fill('Dario Verdi');
    await recipients.getByLabel("Recipient's email").fill(uniqueEmail('dario'));
    await recipients.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/shop\/checkout\/payment$/);
    const giftCode = page.getByLabel('Gift card code (optional)');
    await giftCode.fill(typo);
    await giftCode.press('Enter');
    await expect(page.getByText('This is not a gift card code: please check it for typos.')).toBeVisible();
    await giftCode.fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gift card' })).toHaveText(
      `Gift card ${code.slice(-4)} pays €40.00; left to pay by card: €0.00`,
    );
    await page.getByLabel('First name', { exact: true }).fill('Carla');
    await page.getByLabel('Last name', { exact: true }).fill('Verdi');
    await page.getByLabel('Email', { exact: true }).fill(recipient);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Confirm with the gift card' }).click();
    await expect(page).toHaveURL(/\/en\/shop\/checkout\/confirmation$/);
    await expect(confirmation).toContainText('€40.00');
    // The gift card paid it all: the confirmation says so, not 'with the card'.
    await expect(page.getByTestId('paid-with')).toHaveText(`Gift card …${code.slice(-4)}€40.00`);
    await page.goto(`/en/gift-cards/balance`);
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Check the balance' }).click();
    await expect(page.getByTestId('gift-card-balance')).toContainText('€55.00');
  },
);

test('the confirmation opened without a transaction goes back to payment, and an empty cart back to personalisation', async ({
  page,
}) => {
  await page.goto('/de/shop/checkout/confirmation');
  await expect(page.getByText('Kein Artikel im Warenkorb', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/de\/shop\/checkout\/personalisation$/);
  await expect(page.getByRole('link', { name: 'Wähle einen Gutschein' }).first()).toBeVisible();
});

test('two cards of one line go to two people: one form per card, each mailed their own card (product.md §5.3)', async ({
  page,
  outbox,
}) => {
  await page.goto('/en/shop');
  await addSpaCard(page, { quantity: 2 });
  await page.keyboard.press('Escape');
  await page.goto('/en/shop/checkout');
  const recipients = page.getByRole('form', { name: 'Gift card recipients' });
  const cardForm = (n: number) => recipients.getByRole('group', { name: new RegExp(`^Gift card ${n} of 2:`) });
  await expect(cardForm(1)).toContainText('card 1 of 2');
  await expect(cardForm(2)).toContainText('card 2 of 2');
  const people = [
    { name: 'Carla Verdi', email: uniqueEmail('carla'), message: 'For Carla' },
    { name: 'Dario Rossi', email: uniqueEmail('dario'), message: 'For Dario' },
  ];
  for (const [i, person] of people.entries()) {
    await cardForm(i + 1)
      .getByLabel("Recipient's full name")
      .fill(person.name);
    await cardForm(i + 1)
      .getByLabel("Recipient's email")
      .fill(person.email);
    await cardForm(i + 1)
      .getByLabel('Message (optional)')
      .fill(person.message);
  }
  await recipients.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/shop\/checkout\/payment$/);
  await page.getByLabel('First name', { exact: true }).fill('Giulia');
  await page.getByLabel('Last name', { exact: true }).fill('Bianchi');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('giulia'));
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Pay now/ }).click();
  await expect(page).toHaveURL(/\/en\/shop\/checkout\/confirmation$/);
  const codes: string[] = [];
  for (const person of people) {
    const mail = await outbox.waitFor(person.email);
    expect(mail.body).toContain(person.message);
    for (const other of people.filter((p) => p !== person)) expect(mail.body).not.toContain(other.message);
    codes.push(/([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.body)![1]);
  }
  expect(new Set(codes).size).toBe(2);
});

for (const [lang, labels] of [
  ['it', { form: 'Destinatari dei buoni', card: /^Buono 2 di 2:/, line: 'buono 2 di 2' }],
  ['de', { form: 'Empfänger der Gutscheine', card: /^Gutschein 2 von 2:/, line: 'Gutschein 2 von 2' }],
] as const) {
  test(`the recipients page shows one form per card in ${lang}`, async ({ page }) => {
    // The line is added in English (the cart is the session's, whatever the language), shown in ${lang}.
    await page.goto('/en/shop');
    await addSpaCard(page, { quantity: 2 });
    await page.keyboard.press('Escape');
    await page.goto(`/${lang}/shop/checkout`);
    const recipients = page.getByRole('form', { name: labels.form });
    await expect(recipients.getByRole('group')).toHaveCount(2);
    await expect(recipients.getByRole('group', { name: labels.card })).toContainText(labels.line);
  });
}

test('paying with a card without recipient email is refused: "The recipient\'s Email is missing", back to personalisation', async ({
  page,
}) => {
  await page.goto('/en/shop');
  await addSpaCard(page);
  await page.goto('/en/shop/checkout/payment');
  await expect(page.getByText("The recipient's Email is missing", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/shop\/checkout\/personalisation$/);
});

test('removing a line from the dropdown says Deleted and leaves the empty cart with a link to the shop', async ({
  page,
}) => {
  await page.goto('/it/shop');
  const form = page.getByRole('form', { name: 'Aggiungi Buono regalo terme al carrello' });
  await form.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByText('Prodotto aggiunto', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi Buono regalo terme' }).click();
  await expect(page.getByText('Eliminato', { exact: true })).toBeVisible();
  await expect(page.getByText('Il carrello è vuoto.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
