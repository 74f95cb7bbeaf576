import type { TestClient } from '../support/testApp';

/** The seeded gift cards' variations by their English text (prices in server/db/seed/daySpa.ts). */
export async function giftCardCatalogue(client: TestClient) {
  const spa = (await client.get('/api/products/gift-card-spa', { 'x-locale': 'en' })).json();
  const stay = (await client.get('/api/products/gift-card-stay', { 'x-locale': 'en' })).json();
  const variation = (product: { product_variations: { id: number; text: string }[] }, text: string) => product.product_variations.find((v) => v.text === text)!.id;
  return {
    spa: { id: spa.id as number, entry: variation(spa, 'Thermal day entry'), massage: variation(spa, 'Thermal day and 50-minute massage') },
    stay: { id: stay.id as number, halfBoard: variation(stay, 'One night, half board') },
  };
}

export const buyer = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Giulia',
  last_name: 'Bianchi',
  email: 'Giulia.Bianchi@example.com',
  privacy: true,
  newsletter_consent: false,
  ...extra,
});
