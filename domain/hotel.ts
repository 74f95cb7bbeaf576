/**
 * Who the hotel is, for the page footer and every mail: one place to change when the real
 * hotel's details arrive. Times are the hotel's (Europe/Rome), 'HH:mm'.
 */
export const HOTEL = {
  name: 'Terme Hotel',
  street: 'Via delle Terme 1',
  postcode: '35036',
  city: 'Montegrotto Terme (PD)',
  country: 'Italia',
  phone: '+39 049 000 0000',
  /** Rooms are ready from this time on the day of arrival. */
  checkInFrom: '14:00',
  /** Rooms are to be left by this time on the day of departure. */
  checkOutBy: '10:30',
} as const;

/** 'Via delle Terme 1 · 35036 Montegrotto Terme (PD)' */
export const hotelAddress = `${HOTEL.street} · ${HOTEL.postcode} ${HOTEL.city}`;
