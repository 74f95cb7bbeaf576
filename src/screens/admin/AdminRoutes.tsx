import type { ComponentType } from 'react';
import { Route, Switch, type RouteComponentProps } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useUser } from '../../api/user';
import { Skeleton } from '../../ui';
import { StaffLoginGate } from '@src/shared/auth/StaffLoginGate';
import { AdminNav } from './AdminNav';
import { ArrivalsScreen } from './ArrivalsScreen';
import { AdminReservationScreen } from './AdminReservationScreen';
import { PoliceReportScreen } from './PoliceReportScreen';
import { StaffActionsScreen } from './StaffActionsScreen';
import { RequestsInboxScreen } from './RequestsInboxScreen';
import { AdminPagesScreen } from './pages/AdminPagesScreen';
import { PageEditorScreen } from './pages/PageEditorScreen';
import { StaffScreen } from './staff/StaffScreen';
import { CityTaxScreen } from './cityTax/CityTaxScreen';
import { GiftCardsScreen } from './giftCards/GiftCardsScreen';
import { TouristTaxScreen } from './touristTax/TouristTaxScreen';
import { IstatScreen } from './istat/IstatScreen';
import { SeasonsScreen } from './seasons/SeasonsScreen';
import { PromoCodesScreen } from './promoCodes/PromoCodesScreen';
import { GiftCardProductsScreen } from './giftCardProducts/GiftCardProductsScreen';
import { AddOnsScreen } from './addOns/AddOnsScreen';
import { SiteSettingsScreen } from './siteSettings/SiteSettingsScreen';
import { DaySpaAdminScreen } from './daySpa/DaySpaAdminScreen';
import { RoomsScreen } from './rooms/RoomsScreen';
import { RatePlansScreen } from './ratePlans/RatePlansScreen';
import { PricingRulesScreen } from './pricingRules/PricingRulesScreen';
import { RatesCalendarScreen } from './ratesCalendar/RatesCalendarScreen';
import { SpaDayScreen } from './spaDay/SpaDayScreen';
import { SpaCatalogueScreen } from './spaCatalogue/SpaCatalogueScreen';
import { SsnCureScreen } from './ssnCure/SsnCureScreen';
import { routesIn, subPath, type RoutesIn } from '@domain/routes';
import '@src/shared/checkIn/checkIn.css';
import './admin.css';

/**
 * The back office's pages: /admin itself and the routes `in: 'admin'` of the route manifest
 * (domain/routes.ts), each at its path below /admin. TypeScript asks for the screen of each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page may read its path's parameters by name (the editor's :id)
const pages: Record<'admin' | RoutesIn<'admin'>, ComponentType<RouteComponentProps<any>>> = {
  admin: ArrivalsScreen,
  adminReservation: AdminReservationScreen,
  adminPoliceReport: PoliceReportScreen,
  adminRequests: RequestsInboxScreen,
  adminActions: StaffActionsScreen,
  adminPages: AdminPagesScreen,
  adminPage: PageEditorScreen,
  adminStaff: StaffScreen,
  adminCityTax: CityTaxScreen,
  adminGiftCards: GiftCardsScreen,
  adminTouristTax: TouristTaxScreen,
  adminIstat: IstatScreen,
  adminSeasons: SeasonsScreen,
  adminPromoCodes: PromoCodesScreen,
  adminGiftCardProducts: GiftCardProductsScreen,
  adminAddOns: AddOnsScreen,
  adminSettings: SiteSettingsScreen,
  adminDaySpa: DaySpaAdminScreen,
  adminRooms: RoomsScreen,
  adminRatePlans: RatePlansScreen,
  adminPricingRules: PricingRulesScreen,
  adminCalendar: RatesCalendarScreen,
  adminSpaDay: SpaDayScreen,
  adminSpaCatalogue: SpaCatalogueScreen,
  adminSsnCure: SsnCureScreen,
};

/**
 * /{lang}/admin: the front desk. The server decides who may see it (403 for anyone but an
 * administrator); each page shows that refusal in place.
 */
export function AdminRoutes() {
  const { data: user, isPending } = useUser();
  return (
    <>
      <div className="container admin-container page admin">
        {/* The staff's bar names the back office; each screen's own title is its h2. */}
        <h1 className="visually-hidden">
          <Trans>Front desk</Trans>
        </h1>
        {isPending ? <Skeleton count={3} height={48} /> : null}
        {!isPending && !user ? <StaffLoginGate /> : null}
        {user ? (
          <div className="admin-layout">
            <AdminNav />
            <div className="admin-layout__screen">
              <Switch>
                {(['admin', ...routesIn('admin')] as const).map((name) => (
                  <Route key={name} path={subPath(name, 'admin')} component={pages[name]} />
                ))}
              </Switch>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
