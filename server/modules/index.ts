import type { AppDeps, AppModule } from '../deps';
import type { PurchaseKinds } from '../payments/purchaseSpec';
import { roomPurchaseKind } from './booking/roomPurchase';
import { daySpaPurchaseKind } from './daySpa/routes';
import { depositPurchaseKind } from './deposit/service';
import { shopPurchaseKind } from './shop/routes';
import { accountsModule } from './accounts/routes';
import { paymentsModule } from './payments/routes';
import { depositModule } from './deposit/routes';
import { pagesModule } from './pages/routes';
import { daySpaModule } from './daySpa/routes';
import { participantsModule } from './participants/routes';
import { bookingModule } from './booking/routes';
import { placesModule } from './places/routes';
import { checkInModule } from './checkIn/routes';
import { deskCheckInModule } from './checkIn/deskRoutes';
import { touristTaxModule } from './touristTax/routes';
import { istatModule } from './istat/routes';
import { metricsModule } from './metrics/routes';
import { frontDeskModule } from './frontDesk/routes';
import { manageBookingModule } from './manageBooking/routes';
import { requestsModule } from './requests/routes';
import { bonusTermeModule } from './bonusTerme/routes';
import { seasonsModule } from './seasons/routes';
import { shopModule } from './shop/routes';
import { seoModule } from './seo/routes';
import { accessTokensModule } from './accessTokens/routes';
import { staffModule } from './staff/routes';
import { cityTaxModule } from './cityTax/routes';
import { giftCardDeskModule } from './giftCards/deskRoutes';
import { seasonsAdminModule } from './seasonsAdmin/routes';
import { promoCodesAdminModule } from './promoCodesAdmin/routes';
import { giftCardProductsModule } from './giftCardProducts/routes';
import { addOnsAdminModule } from './addOns/routes';
import { addOnsOfferModule } from './addOns/offerRoutes';
import { siteSettingsModule } from './siteSettings/routes';
import { daySpaAdminModule } from './daySpaAdmin/routes';
import { roomsAdminModule } from './roomsAdmin/routes';
import { photosAdminModule, photosPublicModule } from './media/routes';
import { ratePlansAdminModule } from './ratePlansAdmin/routes';
import { pricingRulesAdminModule } from './pricingRulesAdmin/routes';
import { ratesCalendarModule } from './ratesCalendar/routes';
import { spaScheduleAdminModule, spaSchedulePublicModule } from './spaSchedule/routes';
import { ssnCurePublicModule } from './ssnCure/publicRoutes';
import { ssnCureAdminModule } from './ssnCure/adminRoutes';

/** Every journey's plugin, in registration order. Each module adds one line here. */
export const modules: AppModule[] = [
  accountsModule,
  paymentsModule,
  depositModule,
  pagesModule,
  daySpaModule,
  participantsModule,
  bookingModule,
  placesModule,
  checkInModule,
  deskCheckInModule,
  touristTaxModule,
  istatModule,
  metricsModule,
  frontDeskModule,
  staffModule,
  cityTaxModule,
  giftCardDeskModule,
  seasonsAdminModule,
  promoCodesAdminModule,
  giftCardProductsModule,
  addOnsAdminModule,
  addOnsOfferModule,
  siteSettingsModule,
  daySpaAdminModule,
  roomsAdminModule,
  photosAdminModule,
  photosPublicModule,
  ratePlansAdminModule,
  pricingRulesAdminModule,
  ratesCalendarModule,
  spaScheduleAdminModule,
  spaSchedulePublicModule,
  ssnCurePublicModule,
  ssnCureAdminModule,
  manageBookingModule,
  requestsModule,
  bonusTermeModule,
  seasonsModule,
  shopModule,
  seoModule,
  accessTokensModule,
];

/**
 * Every kind of purchase this build sells, each declared once in its module (how it is confirmed,
 * released and mailed). The app hands this list to the code that settles a payment without its
 * request: the gateway's events and reconciliation (docs/decisions/038). Each priced journey adds one line here.
 */
export const purchaseKinds = (deps: AppDeps): PurchaseKinds => [
  roomPurchaseKind(deps),
  daySpaPurchaseKind(deps),
  depositPurchaseKind(deps),
  shopPurchaseKind(deps),
];
