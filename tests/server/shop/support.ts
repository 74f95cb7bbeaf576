import { PDFParse } from 'pdf-parse';
import type { TestClient } from '../support/testApp';

/** The seeded gift cards' variations by their English text (prices in server/db/seed/daySpa.ts). */
export async function giftCardCatalogue(client: TestClient) {
  const spa = (await client.get('/api/products/gift-card-spa', { 'x-locale': 'en' })).json();
  const stay = (await client.get('/api/products/gift-card-stay', { 'x-locale': 'en' })).json();
  const variation = (product: { product_variations: { id: number; text: string }[] }, text: string) =>
    product.product_variations.find((v) => v.text === text)!.id;
  return {
    spa: {
      id: spa.id as number,
      entry: variation(spa, 'Thermal day entry'),
      massage: variation(spa, 'Thermal day and 50-minute massage'),
    },
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

/** The text of the PDF attached to a raw mail (.eml): the attachment decoded and opened. */
export async function pdfAttachmentText(raw: string): Promise<string> {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) throw new Error('no PDF attached');
  const parser = new PDFParse({ data: Buffer.from(part[1].replace(/\s/g, ''), 'base64') });
  return (await parser.getText()).text;
}
