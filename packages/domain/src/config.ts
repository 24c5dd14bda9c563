// Every business constant of section 9 of the three specification documents, as one typed default.
// The server merges overrides (environment, remote-config document) on top and serves the result;
// the web app reads the served document at start-up and falls back to these defaults.
// Units are in the key names (Ms, Minutes, Miles, Px) because the spec often leaves them out.

export const configEnvironments = ['prod', 'alpha', 'uat', 'unt', 'dev'] as const;
export type ConfigEnvironment = (typeof configEnvironments)[number];

/** A configurable text: null means "use the translated default from the catalogues". */
export type TextOverride = { en?: string; fr?: string } | null;

export const defaultConfig = {
  app: {
    version: '1.22.0',
    minSupportedVersion: '1.22.0',
    minBrowserWidthPx: 768,
    serviceTimeoutMs: 40_000,
    remoteConfigMinFetchIntervalMs: 60_000,
    defaultTimeZone: 'America/New_York',
    tripTimeZone: 'America/Chicago',
    splashMs: 3_500,
    backToTopAfterPx: 300,
    deepLinkClearMs: 180_000,
    deleteAccountSecondDialogMs: 1_000,
    authScopes: ['openid', 'offline_access', 'read', 'write'],
  },
  paging: {
    searchPageSize: 25,
    watchedPageSize: 25,
    stateBasedPageSize: 25,
    homePageSize: 25,
    savedSearchPageSize: 10,
    generalPageSize: 10,
    // The spec gives no default for My Loads ("99 in one reading"); 25 keeps pages quick on a phone.
    myLoadsPageSize: 25,
    capacityListPageSize: 10,
    capacityLoadPageSize: 25,
    memberListPageSize: 10,
  },
  search: {
    defaultSortColumn: 'pickUpStartDate',
    defaultSortDirection: 'ASC',
    radiusDefaultMiles: 100,
    radiusControlDefaultMiles: 25,
    radiusMinMiles: 25,
    radiusMaxMiles: 250,
    radiusStepMiles: 25,
    minStates: 1,
    maxStates: 3,
    originDateDefaultOffsetDays: 2,
    destinationDateDefaultOffsetDays: 8,
    defaultTrailerType: 'Dry Van',
    supportedCountries: ['USA', 'CAN'],
    defaultCountry: 'USA',
    distanceUnit: 'mi',
    typeaheadMinChars: 3,
    typeaheadDebounceMs: 500,
    timePickerStepMinutes: 5,
    dateFormat: 'MMM d, yyyy',
    // The spec says the favourite list has a limit without giving it.
    favoriteLimit: 20,
    pickupRangeError: null as TextOverride,
    // Exclusive loads are offered only to carriers of these tiers (D1-3.04 carrierTier).
    exclusiveLoadTiers: ['GOLD'],
    // A search counts its matches up to this many (and the next page); past it the list says "1,000+"
    // (decision 054): counting every match of a wide search read tens of thousands of rows.
    matchCountCap: 1_000,
  },
  recommendations: {
    topCount: 2,
    requestSize: 2,
    topRefreshDelayMs: 3_000,
    similarPickupOffsetDays: 3,
    similarDropOffsetDays: 9,
    similarRadiusMiles: 100,
    noRecommendationsText: null as TextOverride,
  },
  refreshIntervalsMinutes: {
    recommended: 5,
    watched: 10,
    recent: 10,
    favorite: 10,
    shipment: 10,
  },
  formats: {
    locale: 'en-US',
    defaultCurrency: 'USD',
    currencies: ['USD', 'CAD'],
    documentTimestampZone: 'America/Chicago',
    lastLoginFormat: 'MMM DD, YYYY',
  },
  map: {
    showDelayMs: 500,
    scrollIntoViewDelayMs: 2_000,
    panelHeightPx: 250,
    shipmentMapHeightPx: 645,
    maxZoom: 10,
    shipmentsMaxZoom: 7,
    dragPressDelayMs: 200,
    // null: the offline basemap (US states and Canadian provinces) bundled with the app.
    styleUrl: null as string | null,
    // D2-2.25, the satellite view of a stop: a MapLibre style document's URL, or a raster tile
    // template with {z}, {x} and {y}. null: no imagery (none reaches this app offline); the view then
    // shows the stop on the map above, its coordinates and links to the device's maps app.
    satelliteStyleUrl: null as string | null,
    // The imagery's credit, drawn on the map; the provider's terms usually require it.
    satelliteAttribution: null as string | null,
    // How close the satellite view shows the stop (the imagery's and the basemap's zoom).
    satelliteZoom: 17,
  },
  toasts: {
    defaultMs: 3_000,
    // The toasts of search, watch and booking (D1-9.09), undo included: long enough to reach Undo.
    loadActionMs: 5_000,
    apiErrorMs: 5_000,
    issueWithLoadMs: 2_000,
    unconfirmedTooltipMs: 5_000,
    tooltipAutoClearMs: 3_000,
    formatMessageMs: 10_000,
    registrationMs: 5_000,
    startTripStatusMs: 5_000,
    hardStopMs: 3_600_000,
  },
  booking: {
    bookNowColor: 'orange',
    preBookWarningTitle: null as TextOverride,
    preBookAgreeLabel: null as TextOverride,
    getQualifiedLabel: null as TextOverride,
    getQualifiedMessage: null as TextOverride,
    // How long the server waits for a source system to confirm a booking before answering TIMEOUT.
    sourceConfirmationTimeoutMs: 10_000,
    // How long a booking may wait for its source system's decision before the load is released and
    // offered again (decision 035); a source that needs longer answers within it through its decision route.
    releaseUnconfirmedAfterMs: 900_000,
    rateDetailsNote: null as TextOverride,
  },
  betaTools: {
    tokenLifetimeSeconds: 3_600,
    tokenType: 'Bearer',
    url: 'https://beta-tools.example.com/open',
  },
  trip: {
    stopTimeFutureToleranceMinutes: 60,
    departureMinMinutes: 1,
    departureMaxMinutes: 60,
    startTimePastThresholdHours: 4,
    startTimeBeforePickupHours: 2,
    startTimeDefaultOffsetMinutes: 30,
    lateReasonGracePeriodMinutes: 0,
    // D2-4.43: the grace period "by division": a division listed here has its own, others the default.
    lateReasonGracePeriods: [] as { division: string; minutes: number }[],
    // D2-4.43: where the late-reason modal shows, in the form of myLoads.tenderActionSources (a source
    // system, or SOURCE/DIVISION). The spec leaves the configured values out; every source by default.
    lateReasonSources: ['ASL', 'MERCURYGATE', 'MASTERMIND', 'OTMNONASSET', 'TRINIUM'],
    // D2-5.17: the configured keys of the trailer dropdown, offered before TA, SNLU, SNCZ, OTHER and
    // BOBTAIL; each is a prefix followed by trailerNumberDigits digits, as TA is.
    trailerKeys: [] as string[],
    // D2-9.07: the Confirm Start time picker's step, to which the default start time is rounded up.
    timePickerStepMinutes: 5,
    emptyTrailerFineUsd: 50,
    outOfRouteMiles: 50,
    trailerNumberDigits: 6,
    otherTrailerMaxLength: 15,
    referenceValueMaxLength: 25,
  },
  gps: {
    trackingRadiusMiles: 5,
    trackingIntervalMinutes: 15,
    preArrivalRadiusMiles: 1,
    entryRadiusMiles: 1,
    geoPreArrivalRadius: 3_300,
    arrivalGeofenceRadiusMeters: 400,
    arrivalConfirmDistanceMeters: 200,
    arrivalCheckIntervalMs: 120_000,
    arrivalChecksBeforeConfirm: 2,
    distanceFilterMeters: 800,
    positionTimeoutMs: 30_000,
    positionMaxAgeMs: 5_000,
    accuracyMeters: 10,
  },
  // Beyond the spec: what the geofences and the tracking service accept (decision 034).
  tracking: {
    // A fix whose accuracy radius is wider is ignored by the geofences: half the arrival confirm
    // distance, so that a standing device's jitter alone cannot look like moving it.
    maxFixAccuracyMeters: 100,
    // Positions one call may carry (the offline catch-up and the benchmark send batches).
    maxBatchPositions: 100,
    // Positions older than this are deleted (issue 14 part 6, privacy).
    retentionDays: 30,
  },
  documents: {
    formats: ['png', 'jpg', 'jpeg', 'pdf'],
    // The spec gives 2048 without a unit; kilobytes is the reading that fits phone photos and PDFs.
    maxSizeKb: 2_048,
    defaultType: 'miscellaneous',
    // Bounds of one upload call (decision 043): files per call, and the pixels an image header may
    // declare (a decompression bomb is refused before anything decodes it; 50 MP is above any phone).
    maxFilesPerUpload: 10,
    maxImagePixels: 50_000_000,
    // The document types each role may upload, per source system or SOURCE/DIVISION (D2-6.09..13,
    // D2-6.15; the division entry wins). Power Only and PO Dray: every role uploads; the invoice has its
    // own route. Brokerage, Freight Under Management, Port Dray and the non-asset source: none.
    uploadTypes: {
      MASTERMIND: {
        carrierDriver: [
          'proofOfDelivery',
          'masterBillOfLading',
          'lumperReceipt',
          'scaleTicket',
          'miscellaneous',
        ],
        carrierDispatcher: [
          'proofOfDelivery',
          'masterBillOfLading',
          'lumperReceipt',
          'scaleTicket',
          'miscellaneous',
        ],
        carrierLeasedOwnerOpr: [
          'proofOfDelivery',
          'masterBillOfLading',
          'lumperReceipt',
          'scaleTicket',
          'miscellaneous',
        ],
      },
      ASL: {
        carrierDriver: [
          'proofOfDelivery',
          'masterBillOfLading',
          'lumperReceipt',
          'scaleTicket',
          'miscellaneous',
        ],
        carrierDispatcher: [
          'proofOfDelivery',
          'masterBillOfLading',
          'lumperReceipt',
          'scaleTicket',
          'miscellaneous',
        ],
        carrierLeasedOwnerOpr: [
          'proofOfDelivery',
          'masterBillOfLading',
          'lumperReceipt',
          'scaleTicket',
          'miscellaneous',
        ],
      },
    } as Record<string, Partial<Record<string, readonly string[]>>>,
    // The documents a shipment needs, besides its invoice, to be Delivered With Paperwork (issue 15,
    // decision 044), per source system or SOURCE/DIVISION (the division entry wins). A source without an
    // entry keeps its paperwork itself: its own system says when it is in (the integration API).
    requiredTypes: {
      MASTERMIND: ['proofOfDelivery', 'masterBillOfLading'],
      ASL: ['proofOfDelivery', 'masterBillOfLading'],
    } as Record<string, readonly string[]>,
    invoice: {
      // D2-5.30: where Submit Invoice asks for the carrier's invoice number (optional when asked): a
      // source system or SOURCE/DIVISION.
      invoiceNumberSources: ['MASTERMIND'] as string[],
      invoiceNumberMaxLength: 30,
      // D2-4.59: where the provider may prepare the invoice (choice NO), for a carrier whose invoice
      // record exists (carrierSettings.carrierInvoiceExists).
      providerInvoiceSources: ['MASTERMIND', 'ASL'] as string[],
      // D2-5.29: the footer message of Submit Invoice pressed without a file; null: the catalogue's.
      noFilesFooterText: null as TextOverride,
    },
  },
  payments: {
    // Issue 15 part 5: the days from an approved invoice to the money, per source system or
    // SOURCE/DIVISION ("default" for the others): the Scheduled date when the source gives none.
    termsDays: { default: 30, ASL: 15 } as Record<string, number>,
    // Manage Financial (decision 047): the loads paid within these last days are listed and totalled
    // beside the open amounts; older paid loads drop out of the view.
    paidRecentDays: 30,
  },
  references: {
    // D2-6.06: where Add Reference is offered (a source system or SOURCE/DIVISION); the spec leaves the
    // configured values out.
    addSources: ['MASTERMIND', 'ASL', 'MERCURYGATE'] as string[],
    // D2-5.33: the reference types of a source system or SOURCE/DIVISION, offered sorted.
    types: {
      MASTERMIND: ['BOL Number', 'PO Number', 'Pickup Number', 'Delivery Number', 'Seal Number'],
      ASL: ['BOL Number', 'PO Number', 'Seal Number', 'Trailer Seal', 'Customer Reference'],
      MERCURYGATE: ['BOL Number', 'PO Number', 'Pickup Number', 'Delivery Number', 'Customer Reference'],
    } as Record<string, readonly string[]>,
  },
  reload: {
    radiusMiles: 100,
  },
  myLoads: {
    // Where a tendered card offers Accept and Decline (D2-2.29, D2-6.15): a source system (every
    // division) or SOURCE/DIVISION; anywhere else it shows Contact Us. The defaults are the source
    // systems the spec names with tender configuration (D2-6.16); the asset-based one is not among them.
    tenderActionSources: ['MERCURYGATE', 'MASTERMIND', 'OTMNONASSET', 'TRINIUM'],
  },
  tenders: {
    // Where accepting a tender asks for the carrier PRO ("PRO visibility", D2-6.15), in the form of
    // myLoads.tenderActionSources.
    carrierProSources: ['MERCURYGATE', 'MASTERMIND', 'OTMNONASSET', 'TRINIUM'],
    // Where declining a tender needs one of declineReasonCodes (D2-4.12, D2-9.09), in the same form:
    // the spec gives the list for the non-asset system's Freight Under Management.
    declineReasonSources: ['OTMNONASSET'],
    // D2-5.03: the text when an existing carrier PRO is cleared; null: "Kindly provide Carrier Pro".
    carrierProRequiredText: null as TextOverride,
  },
  declineReasonCodes: [
    'CAPACITY_CONSTRAINTS',
    'EQUIPMENT_CONSTRAINTS',
    'DELIVERY_TIME_TOO_TIGHT',
    'INSUFFICIENT_LEAD_TIME',
    'NO_TEAM_AVAILABLE',
    'OUTSIDE_SERVICE_AREA',
    'PERMITS',
    'SHIPMENT_UPDATE',
    'WEIGHT',
    'TYPE_OF_EQUIPMENT',
    'LENGTH_OF_HAUL_UNDESIRABLE',
    'NEXT_DAY_PICKUP_TENDERED_AFTER_CUTOFF',
  ],
  lateReasonCodes: [
    'MISSED_DELIVERY',
    'ACCIDENT',
    'MECHANICAL_BREAKDOWN',
    'DRIVER_NOT_AVAILABLE',
    'TRAILER_NOT_AVAILABLE',
    'WEATHER',
    'ROAD_CONSTRUCTION',
    'TRAFFIC',
    'HOURS_OF_SERVICE',
    'SHIPPER_DELAY',
    'CONSIGNEE_DELAY',
    'PRIOR_STOP_DELAY',
    'BORDER_DELAY',
    'LOAD_NOT_READY',
    'APPOINTMENT_RESCHEDULED',
    'INCORRECT_ADDRESS',
    'PAPERWORK_ISSUE',
    'EQUIPMENT_FAILURE',
    'DRIVER_ILLNESS',
    'FUEL_SHORTAGE',
    'OTHER',
  ],
  delayReasonCodes: ['WEATHER', 'DRIVER DETENTION', 'ROAD CLOSURE', 'BREAKDOWN'],
  users: {
    phoneDigits: 10,
    phoneFormattedLength: 12,
    countryCodes: [
      { code: '+1', countries: ['USA', 'CAN'] },
      { code: '+52', countries: ['MEX'] },
    ],
    defaultCountryCode: '+1',
    usdotMcMinDigits: 6,
    usdotMcMaxDigits: 8,
    usdotMcValidateFromChars: 4,
    zipMaxLength: 10,
    tractorNumberMaxLength: 15,
    loginStatusText: null as TextOverride,
    addUserBlocked: false,
  },
  capacity: {
    segments: ['ALL', 'TRUCK', 'LANE'],
    defaultSegment: 'ALL',
    capacityTypes: ['Power Only', 'Dry Van', 'Dray', 'Refrigerated', 'Specialized'],
    trailerTypes: ['Dry Van', 'Refrigerated', 'Specialty', 'Power Only'],
    daysOfWeek: 7,
  },
  feedback: {
    commentMaxLength: 2_000,
    minStars: 1,
    maxStars: 5,
    improvePromptAtOrBelow: 3,
  },
  preferences: {
    defaults: {
      viewsettings: 'home',
      preferredcontact: ['sms', 'email'],
      preferredtime: ['earlyMorning', 'earlyAfternoon'],
      preferreddaysofweek: ['weekdays'],
      preferredcapacitytype: 'Power Only',
      preferredstatusupdates: ['sms', 'email'],
      preferredmarketingcommunications: ['email'],
    },
    // Which roles see each group of the Preferences page (D3-2.50), by the spec's filter keys. A role
    // that sees no group gets the "no access" empty state (D3-2.51); the server refuses the keys of a
    // group the caller's roles do not see.
    groupRoles: {
      VIEW_SETTING: [
        'carrierDriver',
        'carrierDispatcher',
        'carrierAdmin',
        'carrierLeasedOwnerOpr',
        'carrierBeta1',
      ],
      LOAD_RECOMENDATION: ['carrierDispatcher', 'carrierLeasedOwnerOpr', 'carrierBeta1'],
      STATUS_UPDATE: ['carrierDriver', 'carrierDispatcher', 'carrierLeasedOwnerOpr', 'carrierBeta1'],
      CAPACITY_TYPE: ['carrierDispatcher', 'carrierLeasedOwnerOpr', 'carrierBeta1'],
      MARKETING_COMMUNICATIONS: [
        'carrierDriver',
        'carrierDispatcher',
        'carrierAdmin',
        'carrierLeasedOwnerOpr',
        'carrierBeta1',
      ],
    } as Record<string, string[]>,
    // The preferred times of day (D3-9.08) as hours of the member's day, [from, to): a load
    // recommendation outside them waits for the next one (decision 057).
    timeWindows: {
      earlyMorning: [6, 9],
      lateMorning: [9, 12],
      earlyAfternoon: [12, 15],
      lateAfternoon: [15, 18],
    } as Record<string, [number, number]>,
  },
  features: {
    recommended: true,
    watched: true,
    documents: true,
    rateDetails: true,
    betaTools: false,
    contactUsVisibility: 1,
    driverFilter: true,
    addReference: true,
  },
  links: {
    fuelSavingsUrl: 'https://fuel.example.com',
    trailerRentalUrl: 'https://trailers.example.com',
    parkingUrl: 'https://parking.example.com',
    paymentStatusUrl: 'https://payments.example.com',
    carrierSignUpUrl: 'https://carriers.example.com/sign-up',
    changePasswordUrl: 'https://identity.example.com/change-password',
    deleteAccountSurveyUrl: 'https://survey.example.com/account-deleted',
  },
  identity: {
    // Filled by the server: its embedded provider (PUBLIC_URL/identity) or OIDC_ISSUER.
    authority: '',
    clientId: 'carrier-web',
  },
  texts: {
    unauthorized: null as TextOverride,
    serverError: null as TextOverride,
    deepLinkInvalid: null as TextOverride,
    emptyStatusTile: null as TextOverride,
  },
};

export type AppConfig = typeof defaultConfig;

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Keys whose default is null accept a text override object or null. */
function isCompatible(defaultValue: unknown, value: unknown): boolean {
  if (defaultValue === null) return value === null || isPlainObject(value) || typeof value === 'string';
  return describeType(defaultValue) === describeType(value);
}

/**
 * Settings keyed by source system or SOURCE/DIVISION (decision 044): an override may add keys to them,
 * each of the kind of the record's other entries.
 */
const keyedBySource: ReadonlySet<string> = new Set([
  'documents.uploadTypes',
  'documents.requiredTypes',
  'payments.termsDays',
  'references.types',
]);

function mergeInto(base: PlainObject, override: PlainObject, path: string, problems: string[]): PlainObject {
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const where = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(base, key)) {
      const kind = Object.values(base)[0];
      if (!keyedBySource.has(path) || kind === undefined) problems.push(`${where}: unknown setting`);
      else if (describeType(kind) === describeType(value)) merged[key] = value;
      else problems.push(`${where}: expected ${describeType(kind)}, got ${describeType(value)}`);
      continue;
    }
    const current = base[key];
    if (isPlainObject(current) && isPlainObject(value) && current !== null) {
      merged[key] = mergeInto(current, value, where, problems);
    } else if (isCompatible(current, value)) {
      merged[key] = value;
    } else {
      problems.push(`${where}: expected ${describeType(current)}, got ${describeType(value)}`);
    }
  }
  return merged;
}

export type ConfigMergeResult = { config: AppConfig; problems: string[] };

/**
 * Merges overrides onto a configuration. Unknown keys and values of the wrong type are left out and
 * reported, so a typo in a remote document never breaks the app and never goes unnoticed.
 */
export function mergeConfig(base: AppConfig, ...overrides: unknown[]): ConfigMergeResult {
  const problems: string[] = [];
  let merged = base as unknown as PlainObject;
  for (const override of overrides) {
    if (override === undefined || override === null) continue;
    if (!isPlainObject(override)) {
      problems.push(`override: expected object, got ${describeType(override)}`);
      continue;
    }
    merged = mergeInto(merged, override, '', problems);
  }
  return { config: merged as unknown as AppConfig, problems };
}
