import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createBrowserRouter, matchPath, Navigate, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth/auth-context';
import { getStartPath } from '../lib/auth/start-path';
import { getStateSearch } from '../lib/entry-params';
import { withCatalogueBlocks } from '../lib/i18n';
import type { AreaTitleKey } from './routes/area-pages';
import { RequirePermission, type GuestDenial } from './routes/require-permission';
import { RequireCompleteProfile } from './routes/require-complete-profile';
import { RequireSession } from './routes/require-session';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './routes/route-error';
import { AppShellLayout } from './shell/app-shell-layout';
import { SearchResultsPage } from '../features/search/components/results-page';
import type { Permission } from '@freight/domain/permissions';

// Every page is its own chunk, so the first load carries only the frame, sign-in and the page it opens,
// except the app's shell and the search results page: they are the frame's (decision 053, "the results
// page with the frame"), so that a phone opening them waits for one file instead of some seventy.
const LoginRoute = lazy(() =>
  import('../features/auth/components/login-route').then((module) => ({ default: module.LoginRoute })),
);
const AuthCallbackPage = lazy(() =>
  import('../features/auth/components/auth-callback-page').then((module) => ({
    default: module.AuthCallbackPage,
  })),
);
const SavedLoadsPage = lazy(() =>
  import('./offline/saved-view').then((module) => ({ default: module.SavedLoadsPage })),
);
const SavedTripPage = lazy(() =>
  import('./offline/saved-view').then((module) => ({ default: module.SavedTripPage })),
);
const LogoutRoute = lazy(() =>
  import('../features/auth/components/logout-route').then((module) => ({ default: module.LogoutRoute })),
);
const AreaPage = lazy(() => import('./routes/area-pages').then((module) => ({ default: module.AreaPage })));
const loadSearchPage = () => import('../features/search/components/search-page');
const SearchPage = lazy(() => loadSearchPage().then((module) => ({ default: module.SearchPage })));
const loadStofPage = () => import('../features/search/components/stof-page');
const StofPage = lazy(() => loadStofPage().then((module) => ({ default: module.StofPage })));
const loadHomePage = () => import('../features/home/components/home-page');
const HomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));
const ShipmentDetailsPage = lazy(() =>
  import('../features/my-loads/components/shipment-details-page').then((module) => ({
    default: module.ShipmentDetailsPage,
  })),
);
const MyLoadsIndex = lazy(() =>
  import('../features/my-loads/components/my-loads-index').then((module) => ({
    default: module.MyLoadsIndex,
  })),
);
const loadMyLoadsListPage = () => import('../features/my-loads/components/my-loads-list-page');
const MyLoadsListPage = lazy(() =>
  loadMyLoadsListPage().then((module) => ({ default: module.MyLoadsListPage })),
);
const ManageFinancialPage = lazy(() =>
  import('../features/payments/components/manage-financial-page').then((module) => ({
    default: module.ManageFinancialPage,
  })),
);
const ManageCapacityPage = lazy(
  withCatalogueBlocks(['capacity'], () =>
    import('../features/capacity/components/manage-capacity-page').then((module) => ({
      default: module.ManageCapacityPage,
    })),
  ),
);
const AddCapacityPage = lazy(
  withCatalogueBlocks(['capacity'], () =>
    import('../features/capacity/components/capacity-form-pages').then((module) => ({
      default: module.AddCapacityPage,
    })),
  ),
);
const EditCapacityPage = lazy(
  withCatalogueBlocks(['capacity'], () =>
    import('../features/capacity/components/capacity-form-pages').then((module) => ({
      default: module.EditCapacityPage,
    })),
  ),
);
const ViewCapacityPage = lazy(
  withCatalogueBlocks(['capacity'], () =>
    import('../features/capacity/components/view-capacity-page').then((module) => ({
      default: module.ViewCapacityPage,
    })),
  ),
);
const SeeResultsPage = lazy(
  withCatalogueBlocks(['capacity'], () =>
    import('../features/capacity/components/see-results-page').then((module) => ({
      default: module.SeeResultsPage,
    })),
  ),
);
const CostProfilePage = lazy(
  withCatalogueBlocks(['costProfile'], () =>
    import('../features/cost-profile/components/cost-profile-page').then((module) => ({
      default: module.CostProfilePage,
    })),
  ),
);
const CarrierProfilePage = lazy(
  withCatalogueBlocks(['carrierProfile'], () =>
    import('../features/carrier-profile/components/carrier-profile-page').then((module) => ({
      default: module.CarrierProfilePage,
    })),
  ),
);
const SupportPage = lazy(
  withCatalogueBlocks(['support'], () =>
    import('../features/support/components/support-page').then((module) => ({ default: module.SupportPage })),
  ),
);
const FeedbackPage = lazy(
  withCatalogueBlocks(['feedback'], () =>
    import('../features/support/components/feedback-page').then((module) => ({
      default: module.FeedbackPage,
    })),
  ),
);
// Registers this device's changed push subscription again once signed in (D3-4.47, decision 060).
const PushDeviceSync = lazy(() =>
  import('../features/push/components/push-device-sync').then((module) => ({
    default: module.PushDeviceSync,
  })),
);
const PreferencesRoute = lazy(
  withCatalogueBlocks(['preferences', 'costProfile', 'push'], () =>
    import('./routes/preferences-route').then((module) => ({ default: module.PreferencesRoute })),
  ),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/components/notifications-page').then((module) => ({
    default: module.NotificationsPage,
  })),
);
const ManageUsersPage = lazy(
  withCatalogueBlocks(['users'], () =>
    import('../features/users/components/manage-users-page').then((module) => ({
      default: module.ManageUsersPage,
    })),
  ),
);
const AddUserPage = lazy(
  withCatalogueBlocks(['users', 'registration'], () =>
    import('../features/users/components/add-user-page').then((module) => ({ default: module.AddUserPage })),
  ),
);
const ViewProfilePage = lazy(
  withCatalogueBlocks(['users'], () =>
    import('../features/users/components/view-profile-page').then((module) => ({
      default: module.ViewProfilePage,
    })),
  ),
);
const EditProfilePage = lazy(
  withCatalogueBlocks(['users', 'registration'], () =>
    import('../features/users/components/edit-profile-page').then((module) => ({
      default: module.EditProfilePage,
    })),
  ),
);
const TripRoute = lazy(
  withCatalogueBlocks(['trip', 'tracking'], () =>
    import('./routes/trip-route').then((module) => ({ default: module.TripRoute })),
  ),
);
const NotFoundPage = lazy(() =>
  import('./routes/not-found').then((module) => ({ default: module.NotFoundPage })),
);

// The pages people most often open first (a reload, a link, the start tab) and the chunks each needs.
const startUpPages = [
  { name: 'search', path: paths.app.search.path, load: loadSearchPage },
  { name: 'stof', path: paths.app.stof.path, load: loadStofPage },
  { name: 'home', path: paths.app.home.path, load: loadHomePage },
  { name: 'myLoadsList', path: paths.app.myLoadsList.path, load: loadMyLoadsListPage },
];

type PageChunk = { name: string; load: () => Promise<unknown> };

/** The chunk of its own that the page at the browser's `pathname` needs first, if it is a start-up page. */
export function startUpChunksOf(browserPathname: string): PageChunk[] {
  const pathname = browserPathname.startsWith(basename)
    ? browserPathname.slice(basename.length)
    : browserPathname;
  if (!matchPath({ path: paths.app.root.path, end: false }, pathname)) return [];
  const page = startUpPages.find(({ path }) => matchPath(path, pathname));
  return page ? [page] : [];
}

/**
 * Starts fetching the chunks of the page at the browser's `pathname` at start-up, beside the
 * catalogue and sign-in, instead of when the router renders it after sign-in (decision 053), each
 * with everything it imports. Fetching twice is harmless: a module is fetched once, and a failure
 * here is met again, and shown, when the router renders the page.
 */
export function preloadPageChunks(browserPathname: string): void {
  for (const chunk of startUpChunksOf(browserPathname)) chunk.load().catch(() => undefined);
}

/** /app: the start tab of the signed-in user. */
function StartTabRedirect() {
  const { claims } = useAuth();
  return (
    <Navigate to={getStartPath({ roles: claims?.roles ?? [], stateSearch: getStateSearch() })} replace />
  );
}

/**
 * A bare /carrier/stof (D1-2.09) is loads by state: the app's /app/stof with the same query string;
 * without one, that page uses the state search stored when the app was opened.
 */
function StofEntryRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.app.stof.getHref(), search }} replace />;
}

/** Page-not-found inside the shell for a signed-in user, in the public frame otherwise (D1-2.31). */
function NotFoundRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <PageLoader />;
  if (status !== 'signedIn') {
    return (
      <RootLayout>
        <NotFoundPage />
      </RootLayout>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <AppShellLayout>
        <NotFoundPage />
      </AppShellLayout>
    </Suspense>
  );
}

type AreaRoute = { path: string; titleKey: AreaTitleKey; permission: Permission; guest?: GuestDenial };

function guarded(permission: Permission, guest: GuestDenial | undefined, element: ReactNode) {
  return (
    <RequirePermission permission={permission} guest={guest}>
      {element}
    </RequirePermission>
  );
}

// Each screen, the permission of the role table that opens it, and what a guest meets instead
// (D1-6.16, D1-6.17, D3-2, D3-6).
const areaRoutes: AreaRoute[] = [
  {
    path: paths.app.myDrivers.path,
    titleKey: 'pages.myDrivers',
    permission: 'sidebar.myDriver',
    guest: 'registerToast',
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Inside the layout, so that an error keeps the header and the <main> landmark.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
          { path: paths.login.path, element: <LoginRoute /> },
          { path: paths.authCallback.path, element: <AuthCallbackPage /> },
          { path: paths.logout.path, element: <LogoutRoute /> },
          { path: paths.stofEntry.path, element: <StofEntryRedirect /> },
          { path: paths.offline.path, element: <SavedLoadsPage /> },
          { path: paths.offlineTrip.path, element: <SavedTripPage /> },
        ],
      },
    ],
  },
  {
    path: paths.app.root.path,
    element: (
      <RequireSession>
        <RequireCompleteProfile>
          <Suspense fallback={<PageLoader />}>
            <AppShellLayout />
          </Suspense>
        </RequireCompleteProfile>
        <Suspense fallback={null}>
          <PushDeviceSync />
        </Suspense>
      </RequireSession>
    ),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <StartTabRedirect /> },
          ...areaRoutes.map(({ path, titleKey, permission, guest }) => ({
            path,
            element: guarded(permission, guest, <AreaPage titleKey={titleKey} />),
          })),
          { path: paths.app.home.path, element: guarded('sidebar.home', undefined, <HomePage />) },
          {
            path: paths.app.homeRecommended.path,
            element: guarded('home.recommended', 'guestFeature', <HomePage section="recommended" />),
          },
          {
            path: paths.app.homeWatched.path,
            element: guarded('home.watched', 'guestFeature', <HomePage section="watched" />),
          },
          { path: paths.app.search.path, element: guarded('sidebar.search', undefined, <SearchPage />) },
          {
            path: paths.app.searchResults.path,
            element: guarded('search.newSearch', undefined, <SearchResultsPage />),
          },
          { path: paths.app.stof.path, element: guarded('search.newSearch', undefined, <StofPage />) },
          // My Loads (D2-2): the lists, deep links, a shipment's page and where a trip starts.
          ...[
            { path: paths.app.myLoads.path, page: <MyLoadsIndex /> },
            { path: paths.app.myLoadsList.path, page: <MyLoadsListPage /> },
            { path: paths.app.shipmentDetails.path, page: <ShipmentDetailsPage /> },
            { path: paths.app.tripExecution.path, page: <TripRoute /> },
          ].map(({ path, page }) => ({ path, element: guarded('sidebar.myLoads', 'registerToast', page) })),
          // Manage capacity (D3-2.14 to D3-2.18): the Dispatcher's (D3-6.09); a guest is told to register.
          ...[
            { path: paths.app.manageCapacity.path, page: <ManageCapacityPage /> },
            { path: paths.app.manageMyCapacity.path, page: <ManageCapacityPage /> },
            { path: paths.app.addCapacity.path, page: <AddCapacityPage /> },
            { path: paths.app.editCapacity.path, page: <EditCapacityPage /> },
            { path: paths.app.viewCapacity.path, page: <ViewCapacityPage /> },
            { path: paths.app.capacityResults.path, page: <SeeResultsPage /> },
          ].map(({ path, page }) => ({
            path,
            element: guarded('manage.manageMyCapacity', 'registerToast', page),
          })),
          // The carrier profile (D3-2.10, D3-6.07): everyone but Guest, who is told to register.
          ...[paths.app.companyProfile.path, paths.app.carrierProfileDetails.path].map((path) => ({
            path,
            element: guarded('manage.carrierProfile', 'registerToast', <CarrierProfilePage />),
          })),
          // Support and Feedback (D3-2.13): the More menu's, everyone's (D3-6.08).
          { path: paths.app.support.path, element: guarded('sidebar.support', undefined, <SupportPage />) },
          {
            path: paths.app.feedback.path,
            element: guarded('sidebar.feedback', undefined, <FeedbackPage />),
          },
          {
            path: paths.app.manageFinancial.path,
            element: guarded('manage.manageFinancial', undefined, <ManageFinancialPage />),
          },
          // Preferences (D3-2.11; all but the Guest, who is told to register) and the notifications
          // (D3-2.12), decision 057.
          ...[paths.app.preferences.path, paths.app.managePreferences.path].map((path) => ({
            path,
            element: guarded('manage.preferences', 'registerToast', <PreferencesRoute />),
          })),
          {
            path: paths.app.notifications.path,
            element: guarded('more.moreMenu', undefined, <NotificationsPage />),
          },
          {
            path: paths.app.costProfile.path,
            element: guarded('profit.costProfile', 'registerToast', <CostProfilePage />),
          },
          // Manage Users (D3-2.05 to D3-2.09, decision 055): the list is the Admin's (D3-6.06).
          {
            path: paths.app.manageUsers.path,
            element: guarded('manage.manageUsers', undefined, <ManageUsersPage />),
          },
          // Add User is the Dispatcher's (D3-2.07, D3-6.06).
          { path: paths.app.addUser.path, element: guarded('manage.addUser', undefined, <AddUserPage />) },
          // A member from the list is the Admin's; one's own profile is everyone's (D3-2.45, D3-6.08).
          {
            path: paths.app.manageUserProfile.path,
            element: guarded('manage.manageUsers', undefined, <ViewProfilePage />),
          },
          ...[paths.app.myProfile.path, paths.app.profileDetails.path].map((path) => ({
            path,
            element: guarded('manage.myProfile', undefined, <ViewProfilePage />),
          })),
          {
            path: paths.app.editUserProfile.path,
            element: guarded('manage.myProfile', undefined, <EditProfilePage />),
          },
          {
            path: paths.app.manageUsersShort.path,
            element: <Navigate to={paths.app.manageUsers.getHref()} replace />,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: paths.notFound.path, element: <NotFoundRoute /> },
];

// Vite's base is '/carrier/'; the router wants it without the trailing slash.
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  return <RouterProvider router={router} />;
}
