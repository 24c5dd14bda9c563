import { describe, expect, it } from 'vitest';
import { defaultConfig, mergeConfig } from './config';

// The defaults are the spec's constants: each row names the rule whose values it holds.
describe('configuration defaults', () => {
  it('[D1-9.01] list page sizes: 25 for watched, search, state-based and home; 10 for saved searches and in general', () => {
    const { paging } = defaultConfig;
    expect([
      paging.watchedPageSize,
      paging.searchPageSize,
      paging.stateBasedPageSize,
      paging.homePageSize,
    ]).toEqual([25, 25, 25, 25]);
    expect([paging.savedSearchPageSize, paging.generalPageSize]).toEqual([10, 10]);
  });

  it('[D1-9.02] two top recommendations and a recommended request size of 2', () => {
    expect(defaultConfig.recommendations.topCount).toBe(2);
    expect(defaultConfig.recommendations.requestSize).toBe(2);
  });

  it('[D1-9.04] radius default 100, slider 25 to 250 in steps of 25, 1 to 3 states', () => {
    const { search, reload } = defaultConfig;
    expect([search.radiusDefaultMiles, reload.radiusMiles]).toEqual([100, 100]);
    expect([search.radiusMinMiles, search.radiusMaxMiles, search.radiusStepMiles]).toEqual([25, 250, 25]);
    expect([search.minStates, search.maxStates]).toEqual([1, 3]);
  });

  it('[D1-9.05] date offsets 2 and 8, similar-load offsets 3 and 9, Dry Van, US and CA, USA, miles', () => {
    const { search, recommendations } = defaultConfig;
    expect([search.originDateDefaultOffsetDays, search.destinationDateDefaultOffsetDays]).toEqual([2, 8]);
    expect([recommendations.similarPickupOffsetDays, recommendations.similarDropOffsetDays]).toEqual([3, 9]);
    expect(search.defaultTrailerType).toBe('Dry Van');
    expect(search.supportedCountries).toEqual(['USA', 'CAN']);
    expect(search.defaultCountry).toBe('USA');
    expect(search.distanceUnit).toBe('mi');
  });

  it('[D1-9.09] toasts 5 s, top recommendations refreshed after 3 s, refresh every 5/10/10/10 minutes', () => {
    expect(defaultConfig.toasts.apiErrorMs).toBe(5_000);
    expect(defaultConfig.recommendations.topRefreshDelayMs).toBe(3_000);
    const { recommended, watched, recent, favorite } = defaultConfig.refreshIntervalsMinutes;
    expect([recommended, watched, recent, favorite]).toEqual([5, 10, 10, 10]);
  });

  it('[D1-9.12] [D3-7.24] minimum width 768, 40 s request timeout, remote config every 60 s at most, time zones', () => {
    const { app } = defaultConfig;
    expect(app.minBrowserWidthPx).toBe(768);
    expect(app.serviceTimeoutMs).toBe(40_000);
    expect(app.remoteConfigMinFetchIntervalMs).toBe(60_000);
    expect(app.defaultTimeZone).toBe('America/New_York');
    expect(app.tripTimeZone).toBe('America/Chicago'); // US/Central
  });

  it('[D2-9.02] search size 25', () => {
    expect(defaultConfig.paging.searchPageSize).toBe(25);
  });

  it('[D2-9.03] GPS tracking and geofence constants', () => {
    expect(defaultConfig.gps).toMatchObject({
      trackingRadiusMiles: 5,
      trackingIntervalMinutes: 15,
      preArrivalRadiusMiles: 1,
      entryRadiusMiles: 1,
      geoPreArrivalRadius: 3_300,
      arrivalGeofenceRadiusMeters: 400,
      arrivalConfirmDistanceMeters: 200,
      arrivalCheckIntervalMs: 120_000,
      distanceFilterMeters: 800,
      positionTimeoutMs: 30_000,
      positionMaxAgeMs: 5_000,
      accuracyMeters: 10,
    });
  });

  it('[D2-9.04] stop times may be 60 minutes ahead; departure min/max 1 and 60', () => {
    const { trip } = defaultConfig;
    expect([trip.stopTimeFutureToleranceMinutes, trip.departureMinMinutes, trip.departureMaxMinutes]).toEqual(
      [60, 1, 60],
    );
  });

  it('[D2-9.05] trailer numbers of 6 digits (other 15), $50 empty-trailer fine, 50 miles out of route', () => {
    const { trip } = defaultConfig;
    expect([trip.trailerNumberDigits, trip.otherTrailerMaxLength]).toEqual([6, 15]);
    expect([trip.emptyTrailerFineUsd, trip.outOfRouteMiles]).toEqual([50, 50]);
  });

  it('[D2-9.06] reference value max 25 and the toast durations of load execution', () => {
    expect(defaultConfig.trip.referenceValueMaxLength).toBe(25);
    const { apiErrorMs, formatMessageMs, issueWithLoadMs, unconfirmedTooltipMs } = defaultConfig.toasts;
    expect([apiErrorMs, formatMessageMs, issueWithLoadMs, unconfirmedTooltipMs]).toEqual([
      5_000, 10_000, 2_000, 5_000,
    ]);
  });

  it('[D2-9.08] documents: png, jpg, jpeg, pdf; max size 2048; default type miscellaneous', () => {
    expect(defaultConfig.documents).toMatchObject({
      formats: ['png', 'jpg', 'jpeg', 'pdf'],
      maxSizeKb: 2_048,
      defaultType: 'miscellaneous',
    });
  });

  it('[D2-9.09] the decline reason codes of non-asset freight under management', () => {
    expect(defaultConfig.declineReasonCodes).toHaveLength(12);
    expect(defaultConfig.declineReasonCodes).toContain('NEXT_DAY_PICKUP_TENDERED_AFTER_CUTOFF');
  });

  it('[D2-9.10] about 21 late reason codes and the four delay reasons', () => {
    expect(defaultConfig.lateReasonCodes).toHaveLength(21);
    expect(defaultConfig.lateReasonCodes).toEqual(
      expect.arrayContaining(['MISSED_DELIVERY', 'ACCIDENT', 'MECHANICAL_BREAKDOWN', 'DRIVER_NOT_AVAILABLE']),
    );
    expect(defaultConfig.delayReasonCodes).toEqual([
      'WEATHER',
      'DRIVER DETENTION',
      'ROAD CLOSURE',
      'BREAKDOWN',
    ]);
  });

  it('[D2-9.13] map zoom 7 on load cards and 10 elsewhere, 250 and 645 px, 500 ms, 2 s, 200 ms', () => {
    expect(defaultConfig.map).toMatchObject({
      shipmentsMaxZoom: 7,
      maxZoom: 10,
      panelHeightPx: 250,
      shipmentMapHeightPx: 645,
      showDelayMs: 500,
      scrollIntoViewDelayMs: 2_000,
      dragPressDelayMs: 200,
    });
  });

  it('[D2-9.15] Book Now orange; beta-tool tokens last 3600 s and are Bearer', () => {
    expect(defaultConfig.booking.bookNowColor).toBe('orange');
    expect(defaultConfig.betaTools).toMatchObject({ tokenLifetimeSeconds: 3_600, tokenType: 'Bearer' });
  });

  it('[D2-9.16] shipments refresh every 10', () => {
    expect(defaultConfig.refreshIntervalsMinutes.shipment).toBe(10);
  });

  it('[D3-9.02] USDOT/MC 6 to 8 digits checked from 4 characters; ZIP 10; tractor number 15', () => {
    const { users } = defaultConfig;
    expect([users.usdotMcMinDigits, users.usdotMcMaxDigits, users.usdotMcValidateFromChars]).toEqual([
      6, 8, 4,
    ]);
    expect([users.zipMaxLength, users.tractorNumberMaxLength]).toEqual([10, 15]);
  });

  it('[D3-9.04] toast durations of onboarding and manage', () => {
    expect(defaultConfig.toasts).toMatchObject({
      registrationMs: 5_000,
      apiErrorMs: 5_000,
      issueWithLoadMs: 2_000,
      defaultMs: 3_000,
      unconfirmedTooltipMs: 5_000,
      tooltipAutoClearMs: 3_000,
      startTripStatusMs: 5_000,
      hardStopMs: 3_600_000,
    });
  });

  it('[D3-9.05] 1 s, 180000 ms, 3500 ms, 300 px and 768 px', () => {
    expect(defaultConfig.app).toMatchObject({
      deleteAccountSecondDialogMs: 1_000,
      deepLinkClearMs: 180_000,
      splashMs: 3_500,
      backToTopAfterPx: 300,
      minBrowserWidthPx: 768,
    });
  });

  it('[D3-9.06] capacity radius, page sizes, states, days, segments and types', () => {
    const { capacity, paging, search } = defaultConfig;
    expect([
      search.radiusMinMiles,
      search.radiusMaxMiles,
      search.radiusStepMiles,
      search.radiusDefaultMiles,
    ]).toEqual([25, 250, 25, 100]);
    expect(paging.capacityListPageSize).toBe(10);
    expect([paging.capacityLoadPageSize, paging.watchedPageSize]).toEqual([25, 25]);
    expect(capacity.daysOfWeek).toBe(7);
    expect(capacity.segments).toEqual(['ALL', 'TRUCK', 'LANE']);
    expect(capacity.capacityTypes).toEqual(['Power Only', 'Dry Van', 'Dray', 'Refrigerated', 'Specialized']);
    expect(capacity.trailerTypes).toEqual(['Dry Van', 'Refrigerated', 'Specialty', 'Power Only']);
  });

  it('[D3-9.07] feedback comments up to 2000 characters, 1 to 5 stars', () => {
    expect(defaultConfig.feedback).toMatchObject({ commentMaxLength: 2_000, minStars: 1, maxStars: 5 });
  });

  it('[D3-9.10] refresh intervals 5, 10, 10, 10, 10', () => {
    expect(defaultConfig.refreshIntervalsMinutes).toEqual({
      recommended: 5,
      watched: 10,
      recent: 10,
      favorite: 10,
      shipment: 10,
    });
  });
});

describe('mergeConfig', () => {
  it('overrides nested values and keeps the rest', () => {
    const { config, problems } = mergeConfig(defaultConfig, { paging: { searchPageSize: 50 } });
    expect(problems).toEqual([]);
    expect(config.paging.searchPageSize).toBe(50);
    expect(config.paging.watchedPageSize).toBe(25);
    expect(defaultConfig.paging.searchPageSize).toBe(25); // the defaults are not mutated
  });

  it('applies overrides in order, the last one winning', () => {
    const { config } = mergeConfig(
      defaultConfig,
      { features: { betaTools: true } },
      { features: { betaTools: false } },
    );
    expect(config.features.betaTools).toBe(false);
  });

  it('skips and reports unknown keys and values of the wrong type', () => {
    const { config, problems } = mergeConfig(defaultConfig, {
      paging: { searchPageSize: 'many', pageSizeTypo: 3 },
      features: 'all',
    });
    expect(config.paging.searchPageSize).toBe(25);
    expect(problems).toEqual([
      'paging.searchPageSize: expected number, got string',
      'paging.pageSizeTypo: unknown setting',
      'features: expected object, got string',
    ]);
  });

  it("[D2-6.15] settings keyed by source take new SOURCE/DIVISION keys of their entries' kind", () => {
    const { config, problems } = mergeConfig(defaultConfig, {
      documents: {
        requiredTypes: { 'MASTERMIND/DRAY': [] },
        uploadTypes: { TRINIUM: { carrierDriver: ['miscellaneous'] } },
      },
      payments: { termsDays: { 'ASL/EAST': 7, MERCURYGATE: 'soon' } },
      paging: { ['MASTERMIND/DRAY']: 3 },
    });
    expect(config.documents.requiredTypes['MASTERMIND/DRAY']).toEqual([]);
    expect(config.documents.requiredTypes['MASTERMIND']).toEqual(['proofOfDelivery', 'masterBillOfLading']);
    expect(config.documents.uploadTypes['TRINIUM']).toEqual({ carrierDriver: ['miscellaneous'] });
    expect(config.payments.termsDays['ASL/EAST']).toBe(7);
    expect(problems).toEqual([
      'payments.termsDays.MERCURYGATE: expected number, got string',
      'paging.MASTERMIND/DRAY: unknown setting',
    ]);
  });

  it('accepts a translated text where the default is "use the catalogue"', () => {
    const { config, problems } = mergeConfig(defaultConfig, {
      recommendations: { noRecommendationsText: { en: 'Nothing yet', fr: 'Rien pour le moment' } },
    });
    expect(problems).toEqual([]);
    expect(config.recommendations.noRecommendationsText).toEqual({
      en: 'Nothing yet',
      fr: 'Rien pour le moment',
    });
  });

  it('replaces lists whole rather than merging them', () => {
    const { config } = mergeConfig(defaultConfig, { documents: { formats: ['pdf'] } });
    expect(config.documents.formats).toEqual(['pdf']);
  });

  it('ignores a non-object override and says so', () => {
    const { config, problems } = mergeConfig(defaultConfig, 'nonsense');
    expect(config).toEqual(defaultConfig);
    expect(problems).toEqual(['override: expected object, got string']);
  });
});
