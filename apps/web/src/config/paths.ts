// Every route of the SPA, written once. `path` is what the router matches (relative to the
// /carrier basename); `getHref` is what links and navigation use. Spellings are the spec's
// (D1-2, D3-2); the router matches paths regardless of case, so /app/myLoad and /app/Preferences
// reach the same screens as /app/MyLoad and /app/preferences.
import type { MyLoadList } from '@freight/domain/my-loads/lists';

const route = <P extends string>(path: P) => ({ path, getHref: () => path });

/** The My Loads lists, as their paths spell them (D2-2.01 to D2-2.06). */
export type MyLoadsList = MyLoadList;

export const paths = {
  root: route('/'),
  login: route('/login'),
  logout: route('/logout'),
  authCallback: route('/auth/callback'),
  /** A bare /carrier/stof (D1-2.09): leads to loads by state in the app, query string kept. */
  stofEntry: route('/stof'),
  /** The saved view of the app opened without network (decision 062): the member's last loads. */
  offline: route('/offline'),
  /** One trip of the saved view, read-only. */
  offlineTrip: {
    path: '/offline/trip/:shipmentId',
    getHref: (shipmentId: string) => `/offline/trip/${encodeURIComponent(shipmentId)}`,
  },
  app: {
    root: route('/app'),
    home: route('/app/home'),
    homeRecommended: route('/app/home/recommended'),
    homeWatched: route('/app/home/watched'),
    search: route('/app/search'),
    searchResults: route('/app/search/results'),
    stof: route('/app/stof'),
    /** My Loads: the first non-empty list (D2-2.13), or a deep link with ?shipmentId= (D2-2.09). */
    myLoads: {
      path: '/app/MyLoad',
      getHref: (list?: MyLoadsList) => (list ? `/app/MyLoad/${list}` : '/app/MyLoad'),
    },
    /** One My Loads list (D2-2.01 to D2-2.06); also the deep-link paths such as shipmentUpdateScreen. */
    myLoadsList: {
      path: '/app/MyLoad/:list',
      getHref: (list: MyLoadsList) => `/app/MyLoad/${list}`,
    },
    /** One shipment of My Loads with its details panel. */
    shipmentDetails: {
      path: '/app/MyLoad/shipment/:shipmentId',
      getHref: (shipmentId: string) => `/app/MyLoad/shipment/${encodeURIComponent(shipmentId)}`,
    },
    /** Trip execution of a shipment (D2-2.07): Start Trip, Update and See Details lead there. */
    tripExecution: {
      path: '/app/myLoad/Execution/:shipmentId',
      getHref: (shipmentId: string) => `/app/myLoad/Execution/${encodeURIComponent(shipmentId)}`,
    },
    myDrivers: route('/app/myDrivers'),
    /** Manage capacity (D3-2.14 to D3-2.18): the list, add, edit, view and the loads one matches. */
    manageCapacity: route('/app/manage-capacity'),
    manageMyCapacity: route('/app/manage/ManageMyCapacity'),
    addCapacity: route('/app/manage-capacity/add'),
    editCapacity: {
      path: '/app/manage-capacity/edit/:capacityId',
      getHref: (capacityId: string) => `/app/manage-capacity/edit/${encodeURIComponent(capacityId)}`,
    },
    viewCapacity: {
      path: '/app/manage-capacity/view/:capacityId',
      getHref: (capacityId: string) => `/app/manage-capacity/view/${encodeURIComponent(capacityId)}`,
    },
    /** The loads one capacity matches: ?capacityId= names it, so a link or a reload keeps it. */
    capacityResults: {
      path: '/app/manage-capacity/see-results',
      getHref: (capacityId: string) =>
        `/app/manage-capacity/see-results?capacityId=${encodeURIComponent(capacityId)}`,
    },
    manageUsers: route('/app/manage/ManageUser'),
    /** Manage Financial (D1-6.08, D2-6.03): where the carrier's money is, per load (decision 047). */
    manageFinancial: route('/app/manage/ManageFinancial'),
    manageUsersShort: route('/app/manageUsers'),
    companyProfile: route('/app/companyProfile'),
    carrierProfileDetails: route('/app/manage/CarrierProfileDetails'),
    preferences: route('/app/preferences'),
    /** The carrier's cost profile (decision 058), a section the Preferences page can also host. */
    costProfile: route('/app/preferences/cost-profile'),
    managePreferences: route('/app/manage/Preferences'),
    myProfile: route('/app/userProfile'),
    profileDetails: route('/app/manage/ProfileDetails'),
    notifications: route('/app/notifications'),
    support: route('/app/support'),
    feedback: route('/app/feedback'),
    // Manage Users' screens (D3-2.05 to D3-2.09, decision 055): a member is named by ?userId=, so a
    // link or a reload keeps them; without it, the profile is the caller's own.
    manageUserProfile: {
      path: '/app/manage/ManageUser/Profile',
      getHref: (userId: string) => `/app/manage/ManageUser/Profile?userId=${encodeURIComponent(userId)}`,
    },
    editUserProfile: {
      path: '/app/userProfile/edit',
      getHref: (userId?: string) =>
        userId ? `/app/userProfile/edit?userId=${encodeURIComponent(userId)}` : '/app/userProfile/edit',
    },
    addUser: route('/app/userProfile/add'),
  },
  notFound: { path: '*' },
} as const;
