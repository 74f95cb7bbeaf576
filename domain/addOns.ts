import type { LocalizedText } from './giftCardProducts';

/**
 * Add-ons sold with a room (docs/product.md §16.9, decision 056): late check-out, a transfer,
 * parking, a massage… Each is priced per stay, per night, per person or per person and night;
 * the server alone prices them, from the room's nights and persons (adults and children alike).
 */

export const ADD_ON_UNITS = ['stay', 'night', 'person', 'person_night'] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

/** The VAT rates an add-on may carry: 10 % (hotel services) or 22 % (the standard rate). */
export const ADD_ON_VAT_RATES = [10, 22] as const;
export type AddOnVatRate = (typeof ADD_ON_VAT_RATES)[number];

export interface AddOnWire {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  unit: AddOnUnit;
  /** Cents, VAT included, per unit. */
  price: number;
  vat_rate: AddOnVatRate;
  offered: boolean;
  /** The version this answer shows: a save must name it, a stale one is refused (409). */
  version: number;
}

/** How many units of an add-on one room takes: 1 per stay, a night each, a person each, or both. */
export function addOnQuantity(unit: AddOnUnit, stay: { nights: number; persons: number }): number {
  switch (unit) {
    case 'stay':
      return 1;
    case 'night':
      return stay.nights;
    case 'person':
      return stay.persons;
    case 'person_night':
      return stay.nights * stay.persons;
  }
}

/** One add-on line of a room, as the reservation keeps it (§16.9). */
export interface AddOnLine {
  addOnId: number;
  unit: AddOnUnit;
  quantity: number;
  unitPrice: number;
  amount: number;
  vatRate: number;
}

/** The line one room's add-on makes: unit price × quantity, in cents. */
export function priceAddOn(
  addOn: { id: number; unit: AddOnUnit; price: number; vatRate: number },
  stay: { nights: number; persons: number },
): AddOnLine {
  const quantity = addOnQuantity(addOn.unit, stay);
  return {
    addOnId: addOn.id,
    unit: addOn.unit,
    quantity,
    unitPrice: addOn.price,
    amount: addOn.price * quantity,
    vatRate: addOn.vatRate,
  };
}

/** An add-on a guest chose for a room of the booking: the room's index (from 0) and the add-on. */
export interface AddOnChoice {
  room: number;
  add_on_id: number;
}

/**
 * What the chosen add-ons cost, from the server's own figures (`amounts[room]` of `GET
 * /api/add-ons`, product.md §16.9), never a price worked out in the browser; an add-on the offer
 * does not list counts nothing.
 */
export function chosenAddOnsCents(
  choices: readonly AddOnChoice[],
  offered: readonly { id: number; amounts: readonly number[] }[],
): number {
  return choices.reduce((sum, c) => sum + (offered.find((a) => a.id === c.add_on_id)?.amounts[c.room] ?? 0), 0);
}

/**
 * The stay's totals with its add-ons (product.md §16.9, decision 056): they join the subtotal and
 * the total (after the rooms' personal discount, which is not theirs) and so the balance paid at
 * the hotel; the deposit stays the rooms'.
 */
export function withAddOns<T extends { subtotal: number; total: number; deposit: number; balance: number }>(
  totals: T,
  addOnsCents: number,
): T {
  const total = totals.total + addOnsCents;
  return { ...totals, subtotal: totals.subtotal + addOnsCents, total, balance: total - totals.deposit };
}
