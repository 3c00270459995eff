/**
 * The component and browser-tab title of every built page of the page table
 * (`src/config/pages.json`), and the route that only forwards (`/auth`).
 * A test checks that the keys are exactly the table's built pages.
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { replace, type LoaderFunctionArgs } from 'react-router';

import { PC_WEB_PATH, SIGN_IN_PATH } from '@/config/paths';
import { accountCatalog } from '@/features/account/catalog';
import { appsCatalog } from '@/features/installs/catalog';
import { companiesCatalog } from '@/features/companies/catalog';
import { devicesCatalog } from '@/features/devices/catalog';
import { friendsCatalog } from '@/features/friends/catalog';
import { landingCatalog } from '@/features/landing/catalog';
import { legalCatalog } from '@/features/legal/catalog';
import { marketCatalog } from '@/features/market/catalog';
import { rentalsCatalog } from '@/features/rentals/catalog';
import { demandsCatalog } from '@/features/demands/catalog';
import { storeCatalog } from '@/features/store/catalog';
import { walletCatalog } from '@/features/wallet/catalog';
import { appPageTitles } from '@/features/installs/pages/messages';
import { accountPageTitles } from '@/features/account/pages/messages';
import { authPageTitles } from '@/features/auth/pages/messages';
import { companiesPageTitles } from '@/features/companies/pages/messages';
import { devicesPageTitles } from '@/features/devices/pages/messages';
import { friendsPageTitles } from '@/features/friends/pages/messages';
import { landingPageTitles } from '@/features/landing/pages/messages';
import { marketPageTitles } from '@/features/market/pages/messages';
import { mobileCatalog } from '@/features/mobile/catalog';
import { mobilePageTitles } from '@/features/mobile/pages/messages';
import { rentalsPageTitles } from '@/features/rentals/pages/messages';
import { demandsPageTitles } from '@/features/demands/pages/messages';
import { notificationsPageTitles } from '@/features/notifications/pages/messages';
import { storePageTitles } from '@/features/store/pages/messages';
import { walletPageTitles } from '@/features/wallet/pages/messages';
import { errorPageMessages } from '@/features/errors/messages';
import { legalLinkMessages } from '@/components/messages';
import ForbiddenPage from '@/features/errors/pages/ForbiddenPage';
import NetworkErrorPage from '@/features/errors/pages/NetworkErrorPage';
import NotFoundPage from '@/features/errors/pages/NotFoundPage';
import type { CatalogLoader } from '@/i18n/catalogs';

export type PageView =
  | {
      /** Shown as "<title> - <product>" in the browser tab. */
      title: MessageDescriptor;
      /** The feature catalogs its code uses beyond the core and its layout's (checked by a test). */
      catalogs?: readonly CatalogLoader[];
      load: () => Promise<{ default: ComponentType }>;
    }
  /** A page in `main` (the error pages, which must show offline): no chunk to load. */
  | { title: MessageDescriptor; Component: ComponentType }
  /** A route that only forwards: its loader redirects before anything renders. */
  | { loader: (args: LoaderFunctionArgs) => Response | Promise<Response> };

/** Keeps the query (e.g. `?redirect=`, `?lang=`) when forwarding. */
export const forwardTo =
  (to: string) =>
  ({ request }: { request: Request }) =>
    replace(`${to}${new URL(request.url).search}`);

export const PAGE_VIEWS: Readonly<Record<string, PageView>> = {
  '/': {
    title: landingPageTitles.landing,
    catalogs: [landingCatalog],
    load: () => import(/* webpackChunkName: "landing" */ '@/features/landing/pages/LandingPage'),
  },
  '/app-store': {
    title: storePageTitles.store,
    catalogs: [storeCatalog],
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/StorePage'),
  },
  '/app-store/more': {
    title: storePageTitles.storeMore,
    catalogs: [storeCatalog],
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/MoreAppsPage'),
  },
  '/app-store/:id': {
    title: storePageTitles.storeDetails,
    catalogs: [storeCatalog],
    load: () => import(/* webpackChunkName: "store" */ '@/features/store/pages/AppDetailsPage'),
  },
  '/app-store/:id/config': {
    title: appPageTitles.install,
    catalogs: [appsCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "installs" */ '@/features/installs/pages/InstallPage'),
  },
  '/market': {
    title: marketPageTitles.market,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "market" */ '@/features/market/pages/MarketPage'),
  },
  '/market/more': {
    title: marketPageTitles.marketMore,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "market" */ '@/features/market/pages/MoreListingsPage'),
  },
  '/market/details': {
    title: marketPageTitles.marketDetails,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(/* webpackChunkName: "market" */ '@/features/market/pages/ListingDetailsPage'),
  },
  '/nearby': {
    title: marketPageTitles.nearby,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "market" */ '@/features/market/pages/NearbyPage'),
  },
  '/nearby/details': {
    title: marketPageTitles.nearbyDetails,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(/* webpackChunkName: "market" */ '@/features/market/pages/NearbyDetailsPage'),
  },
  '/nearby/map': {
    title: marketPageTitles.nearbyMap,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog],
    load: () =>
      import(/* webpackChunkName: "nearby-map" */ '@/features/market/pages/NearbyMapPage'),
  },
  '/terms': {
    title: legalLinkMessages.terms,
    catalogs: [legalCatalog],
    load: () => import(/* webpackChunkName: "legal" */ '@/features/legal/pages/TermsPage'),
  },
  '/privacy': {
    title: legalLinkMessages.privacy,
    catalogs: [legalCatalog],
    load: () => import(/* webpackChunkName: "legal" */ '@/features/legal/pages/PrivacyPage'),
  },
  '/guide': {
    title: legalLinkMessages.guide,
    catalogs: [legalCatalog],
    load: () => import(/* webpackChunkName: "legal" */ '@/features/legal/pages/GuidePage'),
  },
  '/auth/signin': {
    title: authPageTitles.signIn,
    load: () => import(/* webpackChunkName: "signin" */ '@/features/auth/pages/SignInPage'),
  },
  '/auth/signup': {
    title: authPageTitles.signUp,
    load: () => import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/SignUpPage'),
  },
  '/auth/wechat/callback': {
    title: authPageTitles.wechatCallback,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/WechatCallbackPage'),
  },
  '/check-email': {
    title: authPageTitles.checkEmail,
    load: () => import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/CheckEmailPage'),
  },
  '/email-verified': {
    title: authPageTitles.emailVerified,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/EmailVerifiedPage'),
  },
  '/forget-password': {
    title: authPageTitles.forgotPassword,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/ForgotPasswordPage'),
  },
  '/reset-password': {
    title: authPageTitles.resetPassword,
    load: () =>
      import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/ResetPasswordPage'),
  },
  '/wechat/link': {
    title: accountPageTitles.wechatLink,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/WechatLinkPage'),
  },
  '/403': { title: errorPageMessages.forbiddenTitle, Component: ForbiddenPage },
  '/404': { title: errorPageMessages.notFoundTitle, Component: NotFoundPage },
  '/500': { title: errorPageMessages.networkTitle, Component: NetworkErrorPage },
  '/account': {
    title: accountPageTitles.account,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/ProfilePage'),
  },
  '/account/username': {
    title: accountPageTitles.username,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/UsernamePage'),
  },
  '/account/password': {
    title: accountPageTitles.password,
    catalogs: [accountCatalog],
    load: () => import(/* webpackChunkName: "account" */ '@/features/account/pages/PasswordPage'),
  },
  '/messages': {
    title: notificationsPageTitles.notification,
    load: () =>
      import(/* webpackChunkName: "notifications" */ '@/features/notifications/pages/MessagesPage'),
  },
  '/devices': {
    title: devicesPageTitles.devices,
    catalogs: [devicesCatalog],
    load: () => import(/* webpackChunkName: "devices" */ '@/features/devices/pages/DevicesPage'),
  },
  // The spec's layout route for the device list: the same page, highlighted under /devices.
  '/my-devices': {
    title: devicesPageTitles.devices,
    catalogs: [devicesCatalog],
    load: () => import(/* webpackChunkName: "devices" */ '@/features/devices/pages/DevicesPage'),
  },
  '/devices/link': {
    title: devicesPageTitles.link,
    catalogs: [devicesCatalog],
    load: () => import(/* webpackChunkName: "devices" */ '@/features/devices/pages/LinkDevicePage'),
  },
  '/devices/details': {
    title: devicesPageTitles.details,
    catalogs: [devicesCatalog, appsCatalog, storeCatalog],
    load: () =>
      import(/* webpackChunkName: "devices" */ '@/features/devices/pages/DeviceDetailsPage'),
  },
  '/devices/zcloud/create': {
    title: devicesPageTitles.zcloud,
    catalogs: [devicesCatalog],
    load: () =>
      import(/* webpackChunkName: "devices" */ '@/features/devices/pages/CreateCloudPage'),
  },
  '/app': {
    title: appPageTitles.myApps,
    catalogs: [appsCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "my-apps" */ '@/features/installs/pages/MyAppsPage'),
  },
  '/app/:id': {
    title: appPageTitles.app,
    catalogs: [appsCatalog, devicesCatalog, storeCatalog],
    load: () => import(/* webpackChunkName: "installs" */ '@/features/installs/pages/AppPage'),
  },
  '/devices/apps/:id': {
    title: appPageTitles.details,
    catalogs: [appsCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(/* webpackChunkName: "installs" */ '@/features/installs/pages/InstalledAppPage'),
  },
  '/my-apps/ai-compute/:id': {
    title: appPageTitles.aiCompute,
    catalogs: [appsCatalog, storeCatalog],
    load: () =>
      import(/* webpackChunkName: "installs" */ '@/features/installs/pages/AiComputePage'),
  },
  '/history': {
    title: companiesPageTitles.history,
    catalogs: [companiesCatalog],
    load: () =>
      import(/* webpackChunkName: "companies" */ '@/features/companies/pages/HistoryPage'),
  },
  '/iam/v1/sme/join': {
    title: companiesPageTitles.join,
    catalogs: [companiesCatalog],
    load: () =>
      import(/* webpackChunkName: "company-join" */ '@/features/companies/pages/JoinPage'),
  },
  '/company-email': {
    title: companiesPageTitles.companyEmail,
    catalogs: [companiesCatalog],
    load: () =>
      import(/* webpackChunkName: "company-join" */ '@/features/companies/pages/CompanyEmailPage'),
  },
  '/compony': {
    title: companiesPageTitles.intro,
    catalogs: [companiesCatalog],
    load: () =>
      import(/* webpackChunkName: "compony" */ '@/features/companies/pages/CompanyIntroPage'),
  },
  '/m/market': {
    title: marketPageTitles.market,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(/* webpackChunkName: "mobile-market" */ '@/features/mobile/pages/MobileMarketPage'),
  },
  '/m/market/more': {
    title: marketPageTitles.marketMore,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(
        /* webpackChunkName: "mobile-market" */ '@/features/mobile/pages/MobileMoreListingsPage'
      ),
  },
  '/m/market/details': {
    title: marketPageTitles.marketDetails,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(
        /* webpackChunkName: "mobile-market" */ '@/features/mobile/pages/MobileListingDetailsPage'
      ),
  },
  '/m/nearby': {
    title: marketPageTitles.nearby,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(/* webpackChunkName: "mobile-market" */ '@/features/mobile/pages/MobileNearbyPage'),
  },
  '/m/nearby/details': {
    title: marketPageTitles.nearbyDetails,
    catalogs: [marketCatalog, devicesCatalog, storeCatalog, rentalsCatalog],
    load: () =>
      import(
        /* webpackChunkName: "mobile-market" */ '@/features/mobile/pages/MobileNearbyDetailsPage'
      ),
  },
  '/m/download': {
    title: mobilePageTitles.download,
    catalogs: [mobileCatalog],
    load: () =>
      import(/* webpackChunkName: "mobile-download" */ '@/features/mobile/pages/DownloadPage'),
  },
  '/m/compony': {
    title: companiesPageTitles.intro,
    catalogs: [companiesCatalog],
    load: () =>
      import(/* webpackChunkName: "compony" */ '@/features/companies/pages/CompanyIntroPage'),
  },
  '/friends': {
    title: friendsPageTitles.friends,
    catalogs: [friendsCatalog],
    load: () => import(/* webpackChunkName: "friends" */ '@/features/friends/pages/FriendsPage'),
  },
  '/friends/tags': {
    title: friendsPageTitles.tags,
    catalogs: [friendsCatalog],
    load: () => import(/* webpackChunkName: "friends" */ '@/features/friends/pages/TagsPage'),
  },
  '/company': {
    title: companiesPageTitles.company,
    catalogs: [companiesCatalog, devicesCatalog],
    load: () => import(/* webpackChunkName: "company" */ '@/features/companies/pages/CompanyPage'),
  },
  '/company/allocate': {
    title: companiesPageTitles.allocate,
    catalogs: [companiesCatalog, appsCatalog, devicesCatalog, storeCatalog],
    load: () =>
      import(/* webpackChunkName: "company" */ '@/features/companies/pages/CompanyAllocatePage'),
  },
  '/company/history': {
    title: companiesPageTitles.companyHistory,
    catalogs: [companiesCatalog],
    load: () =>
      import(/* webpackChunkName: "company" */ '@/features/companies/pages/CompanyHistoryPage'),
  },
  '/wallet': {
    title: walletPageTitles.wallet,
    catalogs: [walletCatalog],
    load: () => import(/* webpackChunkName: "wallet" */ '@/features/wallet/pages/WalletPage'),
  },
  '/my-orders': {
    title: rentalsPageTitles.myOrders,
    catalogs: [rentalsCatalog, demandsCatalog, devicesCatalog],
    load: () => import(/* webpackChunkName: "rentals" */ '@/features/rentals/pages/MyOrdersPage'),
  },
  '/demands-and-offers': {
    title: demandsPageTitles.board,
    catalogs: [
      demandsCatalog,
      appsCatalog,
      devicesCatalog,
      marketCatalog,
      storeCatalog,
      rentalsCatalog,
    ],
    load: () =>
      import(/* webpackChunkName: "demands" */ '@/features/demands/pages/DemandsBoardPage'),
  },
  '/on-demand/place-an-order': {
    title: demandsPageTitles.placeOrder,
    catalogs: [demandsCatalog, devicesCatalog, marketCatalog, storeCatalog, rentalsCatalog],
    load: () => import(/* webpackChunkName: "demands" */ '@/features/demands/pages/PlaceOrderPage'),
  },
  '/wallet/transactions': {
    title: walletPageTitles.transactions,
    catalogs: [walletCatalog],
    load: () => import(/* webpackChunkName: "wallet" */ '@/features/wallet/pages/TransactionsPage'),
  },
  '/wallet/pay': {
    title: walletPageTitles.pay,
    catalogs: [walletCatalog],
    load: () => import(/* webpackChunkName: "wallet" */ '@/features/wallet/pages/PayPage'),
  },
  '/auth': { loader: forwardTo(SIGN_IN_PATH) },
  [PC_WEB_PATH]: {
    title: authPageTitles.pcWeb,
    load: () => import(/* webpackChunkName: "auth-pages" */ '@/features/auth/pages/PcWebPage'),
  },
};
