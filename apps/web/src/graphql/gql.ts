/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query getViewSetting($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      preferences {\n        key\n        value\n      }\n    }\n  }\n": typeof types.GetViewSettingDocument,
    "\n  mutation addCarrierCapacity($input: CapacityInput!) {\n    addCarrierCapacity(input: $input) {\n      capacityID\n      lastUpdatedByUserName\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n": typeof types.AddCarrierCapacityDocument,
    "\n  fragment CapacityFields on Capacity {\n    capacityId\n    capacityType\n    trailerType\n    origin {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n      radius\n      timeZone\n    }\n    destination {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n      radius\n    }\n    destinationStates\n    destinationCountry\n    pickUpFromDate\n    pickUpToDate\n    preferredDays\n    lastUpdatedDateTime\n    lastUpdatedBy\n    lastUpdatedByEmail\n    lastUpdatedByPhoneNumber\n    loadCount\n    loadCountCapped\n  }\n": typeof types.CapacityFieldsFragmentDoc,
    "\n  mutation deleteCarrierCapacity($capacityId: ID!) {\n    deleteCarrierCapacity(capacityId: $capacityId) {\n      capacityId\n      capacityType\n    }\n  }\n": typeof types.DeleteCarrierCapacityDocument,
    "\n  query getCapacityLoad($input: CapacityLoadInput!) {\n    getCapacityLoad(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      capacity {\n        ...CapacityFields\n      }\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": typeof types.GetCapacityLoadDocument,
    "\n  query getCarrierCapacityWithLoadCount($input: CapacityListInput) {\n    getCarrierCapacityWithLoadCount(input: $input) {\n      totalPages\n      totalRecords\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n": typeof types.GetCarrierCapacityWithLoadCountDocument,
    "\n  mutation restoreCarrierCapacity($capacityId: ID!) {\n    restoreCarrierCapacity(capacityId: $capacityId) {\n      ...CapacityFields\n    }\n  }\n": typeof types.RestoreCarrierCapacityDocument,
    "\n  query selectCarrierCapacity($capacityId: ID!) {\n    selectCarrierCapacity(capacityId: $capacityId) {\n      ...CapacityFields\n    }\n  }\n": typeof types.SelectCarrierCapacityDocument,
    "\n  mutation updateCarrierCapacity($input: CapacityInput!) {\n    updateCarrierCapacity(input: $input) {\n      capacityID\n      lastUpdatedByUserName\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n": typeof types.UpdateCarrierCapacityDocument,
    "\n  query getCarrierProfile {\n    getCarrierProfile {\n      carrierId\n      carrierName\n      carrierActiveIndicator\n      carrierMCNo\n      carrierUsDOTNo\n      commonCarrierId\n      carrierScac\n      carrierTier\n      carrierStatusCode\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      postalCode\n      truckload\n      ltl\n      intermodal\n      hazmatCertExpirationDate\n      hazmat232PermitInd\n      primaryContact {\n        firstName\n        lastName\n        contactType\n        phone\n        fax\n        email\n      }\n      otherContacts {\n        firstName\n        lastName\n        contactType\n        phone\n        fax\n        email\n      }\n      insurances {\n        insuranceId\n        policyNumber\n        insuranceType\n        insuranceTypeCode\n        status\n        certificateId\n        limits\n        coverageAmount\n        policyEffectiveDate\n        policyExpirationDate\n        isExpired\n      }\n      certifications {\n        certificationCode\n        description\n        certificateExpireDate\n        qualificationStatus\n      }\n    }\n  }\n": typeof types.GetCarrierProfileDocument,
    "\n  fragment CostProfileFields on CostProfile {\n    costMode\n    costPerMile\n    fuelPricePerGallon\n    milesPerGallon\n    otherCostPerMile\n    fixedCostPerDay\n    averageSpeedMph\n    drivingHoursPerDay\n    dwellHoursPerStop\n    targetRatePerMile\n    floorRatePerMile\n    isDefault\n  }\n": typeof types.CostProfileFieldsFragmentDoc,
    "\n  query getCostProfile {\n    getCostProfile {\n      ...CostProfileFields\n    }\n  }\n": typeof types.GetCostProfileDocument,
    "\n  mutation saveCostProfile($input: CostProfileInput!) {\n    saveCostProfile(input: $input) {\n      ...CostProfileFields\n    }\n  }\n": typeof types.SaveCostProfileDocument,
    "\n  fragment ShipmentDocumentFields on ShipmentDocument {\n    documentId\n    displayName\n    documentType\n    documentExtension\n    documentNumber\n    fileName\n    createdDateTime\n    rank\n    source\n  }\n": typeof types.ShipmentDocumentFieldsFragmentDoc,
    "\n  query listRelatedDocumentsV2($documentMetaDataRequest: DocumentMetaDataRequest!) {\n    listRelatedDocumentsV2(documentMetaDataRequest: $documentMetaDataRequest) {\n      orderId\n      shipmentId\n      documents {\n        ...ShipmentDocumentFields\n      }\n      relatedDocuments {\n        ...ShipmentDocumentFields\n      }\n    }\n  }\n": typeof types.ListRelatedDocumentsV2Document,
    "\n  mutation assignShipmentToDriverV2($input: AssignShipmentToDriverInput!) {\n    assignShipmentToDriverV2(input: $input) {\n      status\n      message\n      successorShipmentId\n      shipment {\n        shipmentId\n        loadId\n        shipmentState\n      }\n    }\n  }\n": typeof types.AssignShipmentToDriverV2Document,
    "\n  query getCarrierDrivers($search: String) {\n    getCarrierDrivers(search: $search) {\n      driverId\n      upn\n      firstName\n      lastName\n      mobileNumber\n      countryCode\n      tractorNumber\n    }\n  }\n": typeof types.GetCarrierDriversDocument,
    "\n  query predecessorShipmentId($shipmentId: ID!, $driverId: ID!, $assignSource: String!) {\n    predecessorShipmentId(shipmentId: $shipmentId, driverId: $driverId, assignSource: $assignSource)\n  }\n": typeof types.PredecessorShipmentIdDocument,
    "\n  query getReloadShipment($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      transportMode\n      stops {\n        sequenceNo\n        city\n        state\n        country\n        postalCode\n        appointmentFrom\n        timeZone\n      }\n    }\n  }\n": typeof types.GetReloadShipmentDocument,
    "\n  mutation unassignDriverFromShipment($input: UnassignDriverInput!) {\n    unassignDriverFromShipment(input: $input) {\n      status\n      message\n      shipment {\n        shipmentId\n        shipmentState\n      }\n    }\n  }\n": typeof types.UnassignDriverFromShipmentDocument,
    "\n  query getMyLoadsCounts {\n    getMyLoadsCounts {\n      bucket\n      count\n    }\n  }\n": typeof types.GetMyLoadsCountsDocument,
    "\n  query getCarrierSource($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      source\n    }\n  }\n": typeof types.GetCarrierSourceDocument,
    "\n  mutation createInvoice($sendEmail: Boolean!, $shipmentId: ID!, $invoiceNumber: String) {\n    createInvoice(sendEmail: $sendEmail, shipmentId: $shipmentId, invoiceNumber: $invoiceNumber) {\n      status\n      message\n      created\n      shipmentState\n      response {\n        documentId\n        documentNumber\n        invoiceNumber\n        fileName\n        totalAmount\n        currency\n        createdDateTime\n        emailQueued\n      }\n    }\n  }\n": typeof types.CreateInvoiceDocument,
    "\n  query getInvoiceOptions($shipmentId: ID!) {\n    getInvoiceOptions(shipmentId: $shipmentId) {\n      shipmentId\n      shipmentState\n      choices\n      invoiceNumberShown\n      invoiceNumberMaxLength\n      missingDocuments\n      invoiceMissing\n    }\n  }\n": typeof types.GetInvoiceOptionsDocument,
    "\n  query getLaneRates($lanes: [LaneInput!]!) {\n    getLaneRates(lanes: $lanes) {\n      last30Days {\n        medianCentsPerMile\n        lowerQuartileCentsPerMile\n        upperQuartileCentsPerMile\n        loads\n      }\n      last90Days {\n        medianCentsPerMile\n        lowerQuartileCentsPerMile\n        upperQuartileCentsPerMile\n        loads\n      }\n      trend\n      weeks {\n        weekStart\n        medianCentsPerMile\n      }\n      ownPay {\n        loads\n        medianCentsPerMile\n        lastSettledAt\n      }\n    }\n  }\n": typeof types.GetLaneRatesDocument,
    "\n  query myLastPosition {\n    myLastPosition {\n      recordedAt\n      latitude\n      longitude\n    }\n  }\n": typeof types.MyLastPositionDocument,
    "\n  query getLoadPosting($loadId: ID!) {\n    getLoadPosting(loadId: $loadId) {\n      ...LoadPostingFields\n    }\n  }\n": typeof types.GetLoadPostingDocument,
    "\n  query recommendedSimilarLoadsByLoadIds($loadIds: [ID!]!) {\n    recommendedSimilarLoadsByLoadIds(loadIds: $loadIds) {\n      primaryLoadId\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": typeof types.RecommendedSimilarLoadsByLoadIdsDocument,
    "\n  fragment LoadCardFields on LoadPosting {\n    loadId\n    sourceSystem\n    loadType\n    isHazardous\n    isHighValue\n    isTemperatureControlled\n    totalDistance\n    distanceUOM\n    totalWeight\n    weightUOM\n    numberOfStops\n    transportMode\n    buyAllowed\n    isWatched\n    originDeadHead\n    destinationDeadHead\n    rate {\n      totalCharge\n      currency\n    }\n    stops {\n      stopId\n      stopSequence\n      stopType\n      locationName\n      city\n      state\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n    }\n  }\n": typeof types.LoadCardFieldsFragmentDoc,
    "\n  fragment RecommendedLoadFields on LoadPosting {\n    ...LoadCardFields\n    rank\n    recommendationStatus\n    similarLoads\n  }\n": typeof types.RecommendedLoadFieldsFragmentDoc,
    "\n  fragment LoadPostingFields on LoadPosting {\n    ...LoadCardFields\n    loadPostingStatus\n    termsAndConditions\n    managedEquipment\n    exclusiveLoad\n    rate {\n      binRateIdentifier\n      lineHaulCharge {\n        charge\n        chargeDescription\n      }\n      fuelCharge {\n        charge\n        chargeDescription\n      }\n      accessorials {\n        accessorialCode\n        accessorialDescription\n        accessorialCharge\n      }\n    }\n    stops {\n      addressLine1\n      addressLine2\n      postalCode\n      specialServices {\n        specialServiceDesc\n      }\n    }\n  }\n": typeof types.LoadPostingFieldsFragmentDoc,
    "\n  mutation deleteUserWatchedLoads($input: WatchedLoadInput!) {\n    deleteUserWatchedLoads(input: $input) {\n      id\n      error\n      message\n    }\n  }\n": typeof types.DeleteUserWatchedLoadsDocument,
    "\n  mutation newUserWatchedLoads($input: WatchedLoadInput!) {\n    newUserWatchedLoads(input: $input) {\n      id\n      error\n      message\n    }\n  }\n": typeof types.NewUserWatchedLoadsDocument,
    "\n  mutation buyLoadRequest($input: BuyLoadRequestInput!) {\n    buyLoadRequest(input: $input) {\n      status\n      reason\n      message\n      loadId\n      shipmentIds\n      hold\n    }\n  }\n": typeof types.BuyLoadRequestDocument,
    "\n  query buyLoadShipmentRequest($shipmentIds: [ID!]!) {\n    buyLoadShipmentRequest(shipmentIds: $shipmentIds) {\n      shipmentId\n      loadId\n    }\n  }\n": typeof types.BuyLoadShipmentRequestDocument,
    "\n  query getBookingMember($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      carrierActiveIndicator\n      source\n      member {\n        userId\n        userType\n      }\n    }\n  }\n": typeof types.GetBookingMemberDocument,
    "\n  query getShipmentDetails($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      loadId\n      sourceSystem\n      division\n      loadType\n      transportMode\n      shipmentState\n      myLoadsBucket\n      totalDistance\n      distanceUOM\n      totalWeight\n      weightUOM\n      numberOfStops\n      isHazardous\n      isHighValue\n      isTemperatureControlled\n      currency\n      totalCost\n      hasServices\n      executionStatus\n      isDrayRoute\n      canAssignSelf\n      stops {\n        stopId\n        sequenceNo\n        stopType\n        locationName\n        addressLine1\n        addressLine2\n        city\n        state\n        postalCode\n        country\n        latitude\n        longitude\n        appointmentFrom\n        appointmentTo\n        appointmentState\n        timeZone\n      }\n      commodities {\n        commodityDesc\n        packagingType\n        weight\n        weightUnit\n        unitCount\n      }\n      services {\n        serviceDescription\n      }\n      references {\n        type\n        value\n        display\n      }\n      costItems {\n        costBreakdownDescription\n        rate\n        rateQlfr\n        qty\n        totalAmount\n      }\n    }\n  }\n": typeof types.GetShipmentDetailsDocument,
    "\n  query recommendedLoads($input: RecommendedLoadsInput) {\n    recommendedLoads(input: $input) {\n      totalRecords\n      error\n      message\n      loadPostings {\n        ...RecommendedLoadFields\n      }\n    }\n  }\n": typeof types.RecommendedLoadsDocument,
    "\n  query getUserWatchedLoads($input: UserWatchedLoadsInput) {\n    getUserWatchedLoads(input: $input) {\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": typeof types.GetUserWatchedLoadsDocument,
    "\n  mutation markRecommendedLoadsSeen($loadIds: [ID!]!) {\n    markRecommendedLoadsSeen(loadIds: $loadIds)\n  }\n": typeof types.MarkRecommendedLoadsSeenDocument,
    "\n  mutation setMemberLanguage($language: String!) {\n    setMemberLanguage(language: $language) {\n      language\n    }\n  }\n": typeof types.SetMemberLanguageDocument,
    "\n  query getOwnAssignmentTransaction($shipmentId: ID!) {\n    getOwnAssignmentTransaction(shipmentId: $shipmentId) {\n      transactionId\n      transactionType\n      driverId\n      driverName\n      status\n    }\n  }\n": typeof types.GetOwnAssignmentTransactionDocument,
    "\n  query getShipment($shipmentIds: [ID!]!) {\n    getShipment(shipmentIds: $shipmentIds) {\n      ...MyLoadShipmentFields\n    }\n  }\n": typeof types.GetShipmentDocument,
    "\n  query getShipmentsWithStopsByState($input: ShipmentsByStateInput!) {\n    getShipmentsWithStopsByState(input: $input) {\n      filter\n      totalCount\n      pageIndex\n      pageSize\n      counts {\n        bucket\n        count\n      }\n      filterCounts {\n        driverId\n        driverName\n        count\n      }\n      shipments {\n        ...MyLoadShipmentFields\n      }\n    }\n  }\n": typeof types.GetShipmentsWithStopsByStateDocument,
    "\n  fragment MyLoadShipmentFields on MyLoadShipment {\n    shipmentId\n    loadId\n    sourceSystem\n    division\n    loadType\n    transportMode\n    shipmentState\n    myLoadsBucket\n    executionStatus\n    totalDistance\n    distanceUOM\n    totalWeight\n    weightUOM\n    numberOfStops\n    isHazardous\n    isHighValue\n    isTemperatureControlled\n    currency\n    totalCost\n    carrierPro\n    predecessorShipmentId\n    successorShipmentId\n    driver {\n      partyId\n      driverName\n    }\n    assignmentTransaction {\n      transactionId\n      transactionType\n      driverId\n      driverName\n      status\n    }\n    stops {\n      stopId\n      sequenceNo\n      stopType\n      locationName\n      addressLine1\n      addressLine2\n      city\n      state\n      postalCode\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n    }\n  }\n": typeof types.MyLoadShipmentFieldsFragmentDoc,
    "\n  mutation tenderAction($input: TenderActionInput!) {\n    tenderAction(input: $input) {\n      status\n      reason\n      message\n      shipmentId\n      shipmentState\n      myLoadsBucket\n    }\n  }\n": typeof types.TenderActionDocument,
    "\n  query getCarrierPaymentLoads($input: CarrierPaymentLoadsInput) {\n    getCarrierPaymentLoads(input: $input) {\n      loads {\n        shipmentId\n        loadId\n        shipmentState\n        stage\n        waitReason\n        expectedPaymentDate\n        paidAt\n        amount\n        currency\n      }\n      totalCount\n      pageIndex\n      pageSize\n    }\n  }\n": typeof types.GetCarrierPaymentLoadsDocument,
    "\n  query getCarrierPaymentTotals {\n    getCarrierPaymentTotals {\n      totals {\n        stage\n        currency\n        loadCount\n        amount\n      }\n      paidSince\n    }\n  }\n": typeof types.GetCarrierPaymentTotalsDocument,
    "\n  query getPaymentTracker($shipmentId: ID!) {\n    getPaymentTracker(shipmentId: $shipmentId) {\n      shipmentId\n      loadId\n      shipmentState\n      stage\n      waitReason\n      missingDocuments\n      isInvoiceMissing\n      paperworkCompletedAt\n      expectedPaymentDate\n      isExpectedDateFromProvider\n      paidAt\n      paidAmount\n      totalAmount\n      currency\n      note\n    }\n  }\n": typeof types.GetPaymentTrackerDocument,
    "\n  query getUserPreference {\n    getUserPreference {\n      ...UserPreferenceFields\n    }\n  }\n": typeof types.GetUserPreferenceDocument,
    "\n  mutation updateUserPreference($preference: UserPreferenceInput!) {\n    updateUserPreference(preference: $preference) {\n      preferences {\n        ...UserPreferenceFields\n      }\n    }\n  }\n": typeof types.UpdateUserPreferenceDocument,
    "\n  fragment UserPreferenceFields on UserPreference {\n    groups\n    updatedAt\n    preferences {\n      key\n      value\n      userPreferenceExists\n    }\n  }\n": typeof types.UserPreferenceFieldsFragmentDoc,
    "\n  query getUserDetails($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      member {\n        firstName\n        lastName\n        upn\n        email\n        mobileNumber\n        countryCode\n      }\n    }\n  }\n": typeof types.GetUserDetailsDocument,
    "\n  query getPushPublicKey {\n    getPushPublicKey\n  }\n": typeof types.GetPushPublicKeyDocument,
    "\n  mutation registerDevice($device: DeviceInput!) {\n    registerDevice(device: $device) {\n      deviceId\n      registered\n    }\n  }\n": typeof types.RegisterDeviceDocument,
    "\n  mutation unregisterDevice($endpoint: String!) {\n    unregisterDevice(endpoint: $endpoint) {\n      unregistered\n    }\n  }\n": typeof types.UnregisterDeviceDocument,
    "\n  mutation addReference($input: AddReferenceInput!) {\n    addReference(input: $input) {\n      message\n    }\n  }\n": typeof types.AddReferenceDocument,
    "\n  query getShipmentReferences($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      sourceSystem\n      division\n      myLoadsBucket\n      isCallerDriver\n      references {\n        type\n        value\n        display\n        stopId\n      }\n    }\n  }\n": typeof types.GetShipmentReferencesDocument,
    "\n  mutation updateUserSearchHistoryAsFavorite($input: UpdateUserSearchHistoryAsFavoriteInput!) {\n    updateUserSearchHistoryAsFavorite(input: $input) {\n      id\n      errorMessage\n    }\n  }\n": typeof types.UpdateUserSearchHistoryAsFavoriteDocument,
    "\n  query findUserFavouriteSearchHistory($input: SearchHistoryInput) {\n    findUserFavouriteSearchHistory(input: $input) {\n      totalRecords\n      savedSearches {\n        ...SavedSearchFields\n      }\n    }\n  }\n": typeof types.FindUserFavouriteSearchHistoryDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    favouritesearchindicator\n    searchdate\n    criteria {\n      originCity\n      originState\n      originCountry\n      originPostalCode\n      originRadius\n      pickUpStartDate\n      pickUpEndDate\n      destinationCity\n      destinationState\n      destinationStates\n      destinationCountry\n      destinationPostalCode\n      destinationRadius\n      dropStartDate\n      dropEndDate\n      trailerType\n      favorite\n    }\n  }\n": typeof types.SavedSearchFieldsFragmentDoc,
    "\n  query findUserRecentSearchHistory($input: SearchHistoryInput) {\n    findUserRecentSearchHistory(input: $input) {\n      totalRecords\n      savedSearches {\n        ...SavedSearchFields\n      }\n    }\n  }\n": typeof types.FindUserRecentSearchHistoryDocument,
    "\n  query getStateBasedLoad($input: StateBasedLoadInput!) {\n    getStateBasedLoad(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": typeof types.GetStateBasedLoadDocument,
    "\n  query searchLoadByReferenceV2($input: LoadByReferenceInput!) {\n    searchLoadByReferenceV2(input: $input) {\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n      shipments {\n        shipmentId\n        loadId\n        shipmentState\n        myLoadsBucket\n      }\n    }\n  }\n": typeof types.SearchLoadByReferenceV2Document,
    "\n  query searchLoadPostingV2($input: SearchLoadPostingInput!) {\n    searchLoadPostingV2(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      searchHistoryId\n      searchHistoryFavorite\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": typeof types.SearchLoadPostingV2Document,
    "\n  mutation updateUserSearchHistory($input: UpdateUserSearchHistoryInput!) {\n    updateUserSearchHistory(input: $input) {\n      id\n      errorMessage\n    }\n  }\n": typeof types.UpdateUserSearchHistoryDocument,
    "\n  query getFeedbackSender($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      member {\n        firstName\n        lastName\n        companyName\n        carrierName\n      }\n    }\n  }\n": typeof types.GetFeedbackSenderDocument,
    "\n  query lastTruckPosition($shipmentId: ID!) {\n    lastTruckPosition(shipmentId: $shipmentId) {\n      recordedAt\n      latitude\n      longitude\n    }\n  }\n": typeof types.LastTruckPositionDocument,
    "\n  query myTrackingLog($shipmentId: ID!, $before: String, $first: Int) {\n    myTrackingLog(shipmentId: $shipmentId, before: $before, first: $first) {\n      shipmentId\n      hasMore\n      positions {\n        recordedAt\n        receivedAt\n        latitude\n        longitude\n        accuracy\n        place {\n          name\n          state\n        }\n      }\n    }\n  }\n": typeof types.MyTrackingLogDocument,
    "\n  mutation updateTripGpsTracking($shipmentId: ID!, $gpsTrackingStatus: Int!) {\n    updateGpsTracking(shipmentId: $shipmentId, gpsTrackingStatus: $gpsTrackingStatus) {\n      status\n      message\n      shipment {\n        shipmentId\n        gpsTrackingStatus\n      }\n    }\n  }\n": typeof types.UpdateTripGpsTrackingDocument,
    "\n  query getTripShipment($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      ...TripShipmentFields\n    }\n  }\n": typeof types.GetTripShipmentDocument,
    "\n  mutation confirmStart($input: ConfirmStartInput!) {\n    confirmStart(input: $input) {\n      status\n      message\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n": typeof types.ConfirmStartDocument,
    "\n  mutation updateStop($input: UpdateStopInput!) {\n    updateStop(input: $input) {\n      status\n      message\n      stopId\n      warnings {\n        code\n        message\n      }\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n": typeof types.UpdateStopDocument,
    "\n  mutation completeTrip($input: CompleteTripInput!) {\n    completeTrip(input: $input) {\n      status\n      message\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n": typeof types.CompleteTripDocument,
    "\n  fragment TripShipmentFields on ShipmentDetails {\n    shipmentId\n    loadId\n    sourceSystem\n    loadType\n    division\n    shipmentState\n    myLoadsBucket\n    executionStatus\n    gpsTrackingStatus\n    managedEquipment\n    isDrayRoute\n    startCity\n    startState\n    startCountry\n    startDateTime\n    version\n    isCallerDriver\n    stops {\n      stopId\n      sequenceNo\n      stopType\n      locationName\n      addressLine1\n      city\n      state\n      postalCode\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n      plannedArrival\n      plannedEta\n      estimatedArrival\n      actualEta\n      actualArrival\n      actualDeparture\n      lateArrivalReason\n      activities {\n        execActivity\n        equipmentId\n        equipmentType\n        chassisNumber\n      }\n    }\n  }\n": typeof types.TripShipmentFieldsFragmentDoc,
    "\n  mutation addMemberV2($input: UserDetailsInput!) {\n    addMemberV2(input: $input) {\n      status\n      message\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": typeof types.AddMemberV2Document,
    "\n  mutation confirmTransfer($input: ConfirmTransferInput!) {\n    confirmTransfer(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.ConfirmTransferDocument,
    "\n  mutation deleteMember {\n    deleteMember {\n      status\n      redirectUrl\n      message\n      timeStamp\n    }\n  }\n": typeof types.DeleteMemberDocument,
    "\n  mutation delinkMember($userId: ID!) {\n    delinkMember(userId: $userId) {\n      status\n      message\n      isSelf\n    }\n  }\n": typeof types.DelinkMemberDocument,
    "\n  query getMemberAssignedLoads($userId: ID!, $page: Int, $size: Int) {\n    getMemberAssignedLoads(userId: $userId, page: $page, size: $size) {\n      totalRecords\n      loads {\n        shipmentId\n        shipmentState\n        originCity\n        originState\n        destinationCity\n        destinationState\n        pickUpDateTime\n        timeZone\n      }\n    }\n  }\n": typeof types.GetMemberAssignedLoadsDocument,
    "\n  query getMember($userId: ID!) {\n    getMember(userId: $userId) {\n      ...MemberFields\n    }\n  }\n": typeof types.GetMemberDocument,
    "\n  query getMembers($input: MembersInput) {\n    getMembers(input: $input) {\n      totalRecords\n      totalPages\n      members {\n        member {\n          ...MemberFields\n        }\n        assignedLoadCount\n        assignedLoadStates\n        canAssignLoad\n      }\n    }\n  }\n": typeof types.GetMembersDocument,
    "\n  query getTransferRequests {\n    getTransferRequests {\n      requestId\n      requestedCarrierId\n      carrierName\n      roles\n      requestedByName\n    }\n  }\n": typeof types.GetTransferRequestsDocument,
    "\n  fragment MemberFields on Member {\n    userId\n    upn\n    firstName\n    lastName\n    email\n    mobileNumber\n    countryCode\n    carrierId\n    tractorNumber\n    userLastLogin\n    userApplicationDetails {\n      roles {\n        roleName\n      }\n    }\n    address {\n      addressLine1\n      city\n      state\n      postalCode\n    }\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  mutation registerMember($input: RegisterMemberInput!) {\n    registerMember(input: $input) {\n      status\n      message\n      isNewCarrier\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": typeof types.RegisterMemberDocument,
    "\n  mutation resendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId) {\n      success\n      message\n      email\n      phoneNumber\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation transferMemberV2($input: TransferMemberInput!) {\n    transferMemberV2(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.TransferMemberV2Document,
    "\n  mutation updateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) {\n      status\n      message\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  query validatePhoneNumber($phoneNumber: String!, $countryCode: String!) {\n    validatePhoneNumber(phoneNumber: $phoneNumber, countryCode: $countryCode) {\n      status\n      countryCode\n      phoneNumber\n    }\n  }\n": typeof types.ValidatePhoneNumberDocument,
    "\n  query validateUserByIdentifier($mobileNum: String!, $countryCode: String) {\n    validateUserByIdentifier(mobileNum: $mobileNum, countryCode: $countryCode) {\n      status\n      userId\n      firstName\n      lastName\n    }\n  }\n": typeof types.ValidateUserByIdentifierDocument,
    "\n  mutation logUserEvent($input: UserEventInput!) {\n    logUserEvent(input: $input)\n  }\n": typeof types.LogUserEventDocument,
};
const documents: Documents = {
    "\n  query getViewSetting($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      preferences {\n        key\n        value\n      }\n    }\n  }\n": types.GetViewSettingDocument,
    "\n  mutation addCarrierCapacity($input: CapacityInput!) {\n    addCarrierCapacity(input: $input) {\n      capacityID\n      lastUpdatedByUserName\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n": types.AddCarrierCapacityDocument,
    "\n  fragment CapacityFields on Capacity {\n    capacityId\n    capacityType\n    trailerType\n    origin {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n      radius\n      timeZone\n    }\n    destination {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n      radius\n    }\n    destinationStates\n    destinationCountry\n    pickUpFromDate\n    pickUpToDate\n    preferredDays\n    lastUpdatedDateTime\n    lastUpdatedBy\n    lastUpdatedByEmail\n    lastUpdatedByPhoneNumber\n    loadCount\n    loadCountCapped\n  }\n": types.CapacityFieldsFragmentDoc,
    "\n  mutation deleteCarrierCapacity($capacityId: ID!) {\n    deleteCarrierCapacity(capacityId: $capacityId) {\n      capacityId\n      capacityType\n    }\n  }\n": types.DeleteCarrierCapacityDocument,
    "\n  query getCapacityLoad($input: CapacityLoadInput!) {\n    getCapacityLoad(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      capacity {\n        ...CapacityFields\n      }\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": types.GetCapacityLoadDocument,
    "\n  query getCarrierCapacityWithLoadCount($input: CapacityListInput) {\n    getCarrierCapacityWithLoadCount(input: $input) {\n      totalPages\n      totalRecords\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n": types.GetCarrierCapacityWithLoadCountDocument,
    "\n  mutation restoreCarrierCapacity($capacityId: ID!) {\n    restoreCarrierCapacity(capacityId: $capacityId) {\n      ...CapacityFields\n    }\n  }\n": types.RestoreCarrierCapacityDocument,
    "\n  query selectCarrierCapacity($capacityId: ID!) {\n    selectCarrierCapacity(capacityId: $capacityId) {\n      ...CapacityFields\n    }\n  }\n": types.SelectCarrierCapacityDocument,
    "\n  mutation updateCarrierCapacity($input: CapacityInput!) {\n    updateCarrierCapacity(input: $input) {\n      capacityID\n      lastUpdatedByUserName\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n": types.UpdateCarrierCapacityDocument,
    "\n  query getCarrierProfile {\n    getCarrierProfile {\n      carrierId\n      carrierName\n      carrierActiveIndicator\n      carrierMCNo\n      carrierUsDOTNo\n      commonCarrierId\n      carrierScac\n      carrierTier\n      carrierStatusCode\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      postalCode\n      truckload\n      ltl\n      intermodal\n      hazmatCertExpirationDate\n      hazmat232PermitInd\n      primaryContact {\n        firstName\n        lastName\n        contactType\n        phone\n        fax\n        email\n      }\n      otherContacts {\n        firstName\n        lastName\n        contactType\n        phone\n        fax\n        email\n      }\n      insurances {\n        insuranceId\n        policyNumber\n        insuranceType\n        insuranceTypeCode\n        status\n        certificateId\n        limits\n        coverageAmount\n        policyEffectiveDate\n        policyExpirationDate\n        isExpired\n      }\n      certifications {\n        certificationCode\n        description\n        certificateExpireDate\n        qualificationStatus\n      }\n    }\n  }\n": types.GetCarrierProfileDocument,
    "\n  fragment CostProfileFields on CostProfile {\n    costMode\n    costPerMile\n    fuelPricePerGallon\n    milesPerGallon\n    otherCostPerMile\n    fixedCostPerDay\n    averageSpeedMph\n    drivingHoursPerDay\n    dwellHoursPerStop\n    targetRatePerMile\n    floorRatePerMile\n    isDefault\n  }\n": types.CostProfileFieldsFragmentDoc,
    "\n  query getCostProfile {\n    getCostProfile {\n      ...CostProfileFields\n    }\n  }\n": types.GetCostProfileDocument,
    "\n  mutation saveCostProfile($input: CostProfileInput!) {\n    saveCostProfile(input: $input) {\n      ...CostProfileFields\n    }\n  }\n": types.SaveCostProfileDocument,
    "\n  fragment ShipmentDocumentFields on ShipmentDocument {\n    documentId\n    displayName\n    documentType\n    documentExtension\n    documentNumber\n    fileName\n    createdDateTime\n    rank\n    source\n  }\n": types.ShipmentDocumentFieldsFragmentDoc,
    "\n  query listRelatedDocumentsV2($documentMetaDataRequest: DocumentMetaDataRequest!) {\n    listRelatedDocumentsV2(documentMetaDataRequest: $documentMetaDataRequest) {\n      orderId\n      shipmentId\n      documents {\n        ...ShipmentDocumentFields\n      }\n      relatedDocuments {\n        ...ShipmentDocumentFields\n      }\n    }\n  }\n": types.ListRelatedDocumentsV2Document,
    "\n  mutation assignShipmentToDriverV2($input: AssignShipmentToDriverInput!) {\n    assignShipmentToDriverV2(input: $input) {\n      status\n      message\n      successorShipmentId\n      shipment {\n        shipmentId\n        loadId\n        shipmentState\n      }\n    }\n  }\n": types.AssignShipmentToDriverV2Document,
    "\n  query getCarrierDrivers($search: String) {\n    getCarrierDrivers(search: $search) {\n      driverId\n      upn\n      firstName\n      lastName\n      mobileNumber\n      countryCode\n      tractorNumber\n    }\n  }\n": types.GetCarrierDriversDocument,
    "\n  query predecessorShipmentId($shipmentId: ID!, $driverId: ID!, $assignSource: String!) {\n    predecessorShipmentId(shipmentId: $shipmentId, driverId: $driverId, assignSource: $assignSource)\n  }\n": types.PredecessorShipmentIdDocument,
    "\n  query getReloadShipment($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      transportMode\n      stops {\n        sequenceNo\n        city\n        state\n        country\n        postalCode\n        appointmentFrom\n        timeZone\n      }\n    }\n  }\n": types.GetReloadShipmentDocument,
    "\n  mutation unassignDriverFromShipment($input: UnassignDriverInput!) {\n    unassignDriverFromShipment(input: $input) {\n      status\n      message\n      shipment {\n        shipmentId\n        shipmentState\n      }\n    }\n  }\n": types.UnassignDriverFromShipmentDocument,
    "\n  query getMyLoadsCounts {\n    getMyLoadsCounts {\n      bucket\n      count\n    }\n  }\n": types.GetMyLoadsCountsDocument,
    "\n  query getCarrierSource($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      source\n    }\n  }\n": types.GetCarrierSourceDocument,
    "\n  mutation createInvoice($sendEmail: Boolean!, $shipmentId: ID!, $invoiceNumber: String) {\n    createInvoice(sendEmail: $sendEmail, shipmentId: $shipmentId, invoiceNumber: $invoiceNumber) {\n      status\n      message\n      created\n      shipmentState\n      response {\n        documentId\n        documentNumber\n        invoiceNumber\n        fileName\n        totalAmount\n        currency\n        createdDateTime\n        emailQueued\n      }\n    }\n  }\n": types.CreateInvoiceDocument,
    "\n  query getInvoiceOptions($shipmentId: ID!) {\n    getInvoiceOptions(shipmentId: $shipmentId) {\n      shipmentId\n      shipmentState\n      choices\n      invoiceNumberShown\n      invoiceNumberMaxLength\n      missingDocuments\n      invoiceMissing\n    }\n  }\n": types.GetInvoiceOptionsDocument,
    "\n  query getLaneRates($lanes: [LaneInput!]!) {\n    getLaneRates(lanes: $lanes) {\n      last30Days {\n        medianCentsPerMile\n        lowerQuartileCentsPerMile\n        upperQuartileCentsPerMile\n        loads\n      }\n      last90Days {\n        medianCentsPerMile\n        lowerQuartileCentsPerMile\n        upperQuartileCentsPerMile\n        loads\n      }\n      trend\n      weeks {\n        weekStart\n        medianCentsPerMile\n      }\n      ownPay {\n        loads\n        medianCentsPerMile\n        lastSettledAt\n      }\n    }\n  }\n": types.GetLaneRatesDocument,
    "\n  query myLastPosition {\n    myLastPosition {\n      recordedAt\n      latitude\n      longitude\n    }\n  }\n": types.MyLastPositionDocument,
    "\n  query getLoadPosting($loadId: ID!) {\n    getLoadPosting(loadId: $loadId) {\n      ...LoadPostingFields\n    }\n  }\n": types.GetLoadPostingDocument,
    "\n  query recommendedSimilarLoadsByLoadIds($loadIds: [ID!]!) {\n    recommendedSimilarLoadsByLoadIds(loadIds: $loadIds) {\n      primaryLoadId\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": types.RecommendedSimilarLoadsByLoadIdsDocument,
    "\n  fragment LoadCardFields on LoadPosting {\n    loadId\n    sourceSystem\n    loadType\n    isHazardous\n    isHighValue\n    isTemperatureControlled\n    totalDistance\n    distanceUOM\n    totalWeight\n    weightUOM\n    numberOfStops\n    transportMode\n    buyAllowed\n    isWatched\n    originDeadHead\n    destinationDeadHead\n    rate {\n      totalCharge\n      currency\n    }\n    stops {\n      stopId\n      stopSequence\n      stopType\n      locationName\n      city\n      state\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n    }\n  }\n": types.LoadCardFieldsFragmentDoc,
    "\n  fragment RecommendedLoadFields on LoadPosting {\n    ...LoadCardFields\n    rank\n    recommendationStatus\n    similarLoads\n  }\n": types.RecommendedLoadFieldsFragmentDoc,
    "\n  fragment LoadPostingFields on LoadPosting {\n    ...LoadCardFields\n    loadPostingStatus\n    termsAndConditions\n    managedEquipment\n    exclusiveLoad\n    rate {\n      binRateIdentifier\n      lineHaulCharge {\n        charge\n        chargeDescription\n      }\n      fuelCharge {\n        charge\n        chargeDescription\n      }\n      accessorials {\n        accessorialCode\n        accessorialDescription\n        accessorialCharge\n      }\n    }\n    stops {\n      addressLine1\n      addressLine2\n      postalCode\n      specialServices {\n        specialServiceDesc\n      }\n    }\n  }\n": types.LoadPostingFieldsFragmentDoc,
    "\n  mutation deleteUserWatchedLoads($input: WatchedLoadInput!) {\n    deleteUserWatchedLoads(input: $input) {\n      id\n      error\n      message\n    }\n  }\n": types.DeleteUserWatchedLoadsDocument,
    "\n  mutation newUserWatchedLoads($input: WatchedLoadInput!) {\n    newUserWatchedLoads(input: $input) {\n      id\n      error\n      message\n    }\n  }\n": types.NewUserWatchedLoadsDocument,
    "\n  mutation buyLoadRequest($input: BuyLoadRequestInput!) {\n    buyLoadRequest(input: $input) {\n      status\n      reason\n      message\n      loadId\n      shipmentIds\n      hold\n    }\n  }\n": types.BuyLoadRequestDocument,
    "\n  query buyLoadShipmentRequest($shipmentIds: [ID!]!) {\n    buyLoadShipmentRequest(shipmentIds: $shipmentIds) {\n      shipmentId\n      loadId\n    }\n  }\n": types.BuyLoadShipmentRequestDocument,
    "\n  query getBookingMember($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      carrierActiveIndicator\n      source\n      member {\n        userId\n        userType\n      }\n    }\n  }\n": types.GetBookingMemberDocument,
    "\n  query getShipmentDetails($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      loadId\n      sourceSystem\n      division\n      loadType\n      transportMode\n      shipmentState\n      myLoadsBucket\n      totalDistance\n      distanceUOM\n      totalWeight\n      weightUOM\n      numberOfStops\n      isHazardous\n      isHighValue\n      isTemperatureControlled\n      currency\n      totalCost\n      hasServices\n      executionStatus\n      isDrayRoute\n      canAssignSelf\n      stops {\n        stopId\n        sequenceNo\n        stopType\n        locationName\n        addressLine1\n        addressLine2\n        city\n        state\n        postalCode\n        country\n        latitude\n        longitude\n        appointmentFrom\n        appointmentTo\n        appointmentState\n        timeZone\n      }\n      commodities {\n        commodityDesc\n        packagingType\n        weight\n        weightUnit\n        unitCount\n      }\n      services {\n        serviceDescription\n      }\n      references {\n        type\n        value\n        display\n      }\n      costItems {\n        costBreakdownDescription\n        rate\n        rateQlfr\n        qty\n        totalAmount\n      }\n    }\n  }\n": types.GetShipmentDetailsDocument,
    "\n  query recommendedLoads($input: RecommendedLoadsInput) {\n    recommendedLoads(input: $input) {\n      totalRecords\n      error\n      message\n      loadPostings {\n        ...RecommendedLoadFields\n      }\n    }\n  }\n": types.RecommendedLoadsDocument,
    "\n  query getUserWatchedLoads($input: UserWatchedLoadsInput) {\n    getUserWatchedLoads(input: $input) {\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": types.GetUserWatchedLoadsDocument,
    "\n  mutation markRecommendedLoadsSeen($loadIds: [ID!]!) {\n    markRecommendedLoadsSeen(loadIds: $loadIds)\n  }\n": types.MarkRecommendedLoadsSeenDocument,
    "\n  mutation setMemberLanguage($language: String!) {\n    setMemberLanguage(language: $language) {\n      language\n    }\n  }\n": types.SetMemberLanguageDocument,
    "\n  query getOwnAssignmentTransaction($shipmentId: ID!) {\n    getOwnAssignmentTransaction(shipmentId: $shipmentId) {\n      transactionId\n      transactionType\n      driverId\n      driverName\n      status\n    }\n  }\n": types.GetOwnAssignmentTransactionDocument,
    "\n  query getShipment($shipmentIds: [ID!]!) {\n    getShipment(shipmentIds: $shipmentIds) {\n      ...MyLoadShipmentFields\n    }\n  }\n": types.GetShipmentDocument,
    "\n  query getShipmentsWithStopsByState($input: ShipmentsByStateInput!) {\n    getShipmentsWithStopsByState(input: $input) {\n      filter\n      totalCount\n      pageIndex\n      pageSize\n      counts {\n        bucket\n        count\n      }\n      filterCounts {\n        driverId\n        driverName\n        count\n      }\n      shipments {\n        ...MyLoadShipmentFields\n      }\n    }\n  }\n": types.GetShipmentsWithStopsByStateDocument,
    "\n  fragment MyLoadShipmentFields on MyLoadShipment {\n    shipmentId\n    loadId\n    sourceSystem\n    division\n    loadType\n    transportMode\n    shipmentState\n    myLoadsBucket\n    executionStatus\n    totalDistance\n    distanceUOM\n    totalWeight\n    weightUOM\n    numberOfStops\n    isHazardous\n    isHighValue\n    isTemperatureControlled\n    currency\n    totalCost\n    carrierPro\n    predecessorShipmentId\n    successorShipmentId\n    driver {\n      partyId\n      driverName\n    }\n    assignmentTransaction {\n      transactionId\n      transactionType\n      driverId\n      driverName\n      status\n    }\n    stops {\n      stopId\n      sequenceNo\n      stopType\n      locationName\n      addressLine1\n      addressLine2\n      city\n      state\n      postalCode\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n    }\n  }\n": types.MyLoadShipmentFieldsFragmentDoc,
    "\n  mutation tenderAction($input: TenderActionInput!) {\n    tenderAction(input: $input) {\n      status\n      reason\n      message\n      shipmentId\n      shipmentState\n      myLoadsBucket\n    }\n  }\n": types.TenderActionDocument,
    "\n  query getCarrierPaymentLoads($input: CarrierPaymentLoadsInput) {\n    getCarrierPaymentLoads(input: $input) {\n      loads {\n        shipmentId\n        loadId\n        shipmentState\n        stage\n        waitReason\n        expectedPaymentDate\n        paidAt\n        amount\n        currency\n      }\n      totalCount\n      pageIndex\n      pageSize\n    }\n  }\n": types.GetCarrierPaymentLoadsDocument,
    "\n  query getCarrierPaymentTotals {\n    getCarrierPaymentTotals {\n      totals {\n        stage\n        currency\n        loadCount\n        amount\n      }\n      paidSince\n    }\n  }\n": types.GetCarrierPaymentTotalsDocument,
    "\n  query getPaymentTracker($shipmentId: ID!) {\n    getPaymentTracker(shipmentId: $shipmentId) {\n      shipmentId\n      loadId\n      shipmentState\n      stage\n      waitReason\n      missingDocuments\n      isInvoiceMissing\n      paperworkCompletedAt\n      expectedPaymentDate\n      isExpectedDateFromProvider\n      paidAt\n      paidAmount\n      totalAmount\n      currency\n      note\n    }\n  }\n": types.GetPaymentTrackerDocument,
    "\n  query getUserPreference {\n    getUserPreference {\n      ...UserPreferenceFields\n    }\n  }\n": types.GetUserPreferenceDocument,
    "\n  mutation updateUserPreference($preference: UserPreferenceInput!) {\n    updateUserPreference(preference: $preference) {\n      preferences {\n        ...UserPreferenceFields\n      }\n    }\n  }\n": types.UpdateUserPreferenceDocument,
    "\n  fragment UserPreferenceFields on UserPreference {\n    groups\n    updatedAt\n    preferences {\n      key\n      value\n      userPreferenceExists\n    }\n  }\n": types.UserPreferenceFieldsFragmentDoc,
    "\n  query getUserDetails($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      member {\n        firstName\n        lastName\n        upn\n        email\n        mobileNumber\n        countryCode\n      }\n    }\n  }\n": types.GetUserDetailsDocument,
    "\n  query getPushPublicKey {\n    getPushPublicKey\n  }\n": types.GetPushPublicKeyDocument,
    "\n  mutation registerDevice($device: DeviceInput!) {\n    registerDevice(device: $device) {\n      deviceId\n      registered\n    }\n  }\n": types.RegisterDeviceDocument,
    "\n  mutation unregisterDevice($endpoint: String!) {\n    unregisterDevice(endpoint: $endpoint) {\n      unregistered\n    }\n  }\n": types.UnregisterDeviceDocument,
    "\n  mutation addReference($input: AddReferenceInput!) {\n    addReference(input: $input) {\n      message\n    }\n  }\n": types.AddReferenceDocument,
    "\n  query getShipmentReferences($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      sourceSystem\n      division\n      myLoadsBucket\n      isCallerDriver\n      references {\n        type\n        value\n        display\n        stopId\n      }\n    }\n  }\n": types.GetShipmentReferencesDocument,
    "\n  mutation updateUserSearchHistoryAsFavorite($input: UpdateUserSearchHistoryAsFavoriteInput!) {\n    updateUserSearchHistoryAsFavorite(input: $input) {\n      id\n      errorMessage\n    }\n  }\n": types.UpdateUserSearchHistoryAsFavoriteDocument,
    "\n  query findUserFavouriteSearchHistory($input: SearchHistoryInput) {\n    findUserFavouriteSearchHistory(input: $input) {\n      totalRecords\n      savedSearches {\n        ...SavedSearchFields\n      }\n    }\n  }\n": types.FindUserFavouriteSearchHistoryDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    favouritesearchindicator\n    searchdate\n    criteria {\n      originCity\n      originState\n      originCountry\n      originPostalCode\n      originRadius\n      pickUpStartDate\n      pickUpEndDate\n      destinationCity\n      destinationState\n      destinationStates\n      destinationCountry\n      destinationPostalCode\n      destinationRadius\n      dropStartDate\n      dropEndDate\n      trailerType\n      favorite\n    }\n  }\n": types.SavedSearchFieldsFragmentDoc,
    "\n  query findUserRecentSearchHistory($input: SearchHistoryInput) {\n    findUserRecentSearchHistory(input: $input) {\n      totalRecords\n      savedSearches {\n        ...SavedSearchFields\n      }\n    }\n  }\n": types.FindUserRecentSearchHistoryDocument,
    "\n  query getStateBasedLoad($input: StateBasedLoadInput!) {\n    getStateBasedLoad(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": types.GetStateBasedLoadDocument,
    "\n  query searchLoadByReferenceV2($input: LoadByReferenceInput!) {\n    searchLoadByReferenceV2(input: $input) {\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n      shipments {\n        shipmentId\n        loadId\n        shipmentState\n        myLoadsBucket\n      }\n    }\n  }\n": types.SearchLoadByReferenceV2Document,
    "\n  query searchLoadPostingV2($input: SearchLoadPostingInput!) {\n    searchLoadPostingV2(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      searchHistoryId\n      searchHistoryFavorite\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n": types.SearchLoadPostingV2Document,
    "\n  mutation updateUserSearchHistory($input: UpdateUserSearchHistoryInput!) {\n    updateUserSearchHistory(input: $input) {\n      id\n      errorMessage\n    }\n  }\n": types.UpdateUserSearchHistoryDocument,
    "\n  query getFeedbackSender($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      member {\n        firstName\n        lastName\n        companyName\n        carrierName\n      }\n    }\n  }\n": types.GetFeedbackSenderDocument,
    "\n  query lastTruckPosition($shipmentId: ID!) {\n    lastTruckPosition(shipmentId: $shipmentId) {\n      recordedAt\n      latitude\n      longitude\n    }\n  }\n": types.LastTruckPositionDocument,
    "\n  query myTrackingLog($shipmentId: ID!, $before: String, $first: Int) {\n    myTrackingLog(shipmentId: $shipmentId, before: $before, first: $first) {\n      shipmentId\n      hasMore\n      positions {\n        recordedAt\n        receivedAt\n        latitude\n        longitude\n        accuracy\n        place {\n          name\n          state\n        }\n      }\n    }\n  }\n": types.MyTrackingLogDocument,
    "\n  mutation updateTripGpsTracking($shipmentId: ID!, $gpsTrackingStatus: Int!) {\n    updateGpsTracking(shipmentId: $shipmentId, gpsTrackingStatus: $gpsTrackingStatus) {\n      status\n      message\n      shipment {\n        shipmentId\n        gpsTrackingStatus\n      }\n    }\n  }\n": types.UpdateTripGpsTrackingDocument,
    "\n  query getTripShipment($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      ...TripShipmentFields\n    }\n  }\n": types.GetTripShipmentDocument,
    "\n  mutation confirmStart($input: ConfirmStartInput!) {\n    confirmStart(input: $input) {\n      status\n      message\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n": types.ConfirmStartDocument,
    "\n  mutation updateStop($input: UpdateStopInput!) {\n    updateStop(input: $input) {\n      status\n      message\n      stopId\n      warnings {\n        code\n        message\n      }\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n": types.UpdateStopDocument,
    "\n  mutation completeTrip($input: CompleteTripInput!) {\n    completeTrip(input: $input) {\n      status\n      message\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n": types.CompleteTripDocument,
    "\n  fragment TripShipmentFields on ShipmentDetails {\n    shipmentId\n    loadId\n    sourceSystem\n    loadType\n    division\n    shipmentState\n    myLoadsBucket\n    executionStatus\n    gpsTrackingStatus\n    managedEquipment\n    isDrayRoute\n    startCity\n    startState\n    startCountry\n    startDateTime\n    version\n    isCallerDriver\n    stops {\n      stopId\n      sequenceNo\n      stopType\n      locationName\n      addressLine1\n      city\n      state\n      postalCode\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n      plannedArrival\n      plannedEta\n      estimatedArrival\n      actualEta\n      actualArrival\n      actualDeparture\n      lateArrivalReason\n      activities {\n        execActivity\n        equipmentId\n        equipmentType\n        chassisNumber\n      }\n    }\n  }\n": types.TripShipmentFieldsFragmentDoc,
    "\n  mutation addMemberV2($input: UserDetailsInput!) {\n    addMemberV2(input: $input) {\n      status\n      message\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": types.AddMemberV2Document,
    "\n  mutation confirmTransfer($input: ConfirmTransferInput!) {\n    confirmTransfer(input: $input) {\n      status\n      message\n    }\n  }\n": types.ConfirmTransferDocument,
    "\n  mutation deleteMember {\n    deleteMember {\n      status\n      redirectUrl\n      message\n      timeStamp\n    }\n  }\n": types.DeleteMemberDocument,
    "\n  mutation delinkMember($userId: ID!) {\n    delinkMember(userId: $userId) {\n      status\n      message\n      isSelf\n    }\n  }\n": types.DelinkMemberDocument,
    "\n  query getMemberAssignedLoads($userId: ID!, $page: Int, $size: Int) {\n    getMemberAssignedLoads(userId: $userId, page: $page, size: $size) {\n      totalRecords\n      loads {\n        shipmentId\n        shipmentState\n        originCity\n        originState\n        destinationCity\n        destinationState\n        pickUpDateTime\n        timeZone\n      }\n    }\n  }\n": types.GetMemberAssignedLoadsDocument,
    "\n  query getMember($userId: ID!) {\n    getMember(userId: $userId) {\n      ...MemberFields\n    }\n  }\n": types.GetMemberDocument,
    "\n  query getMembers($input: MembersInput) {\n    getMembers(input: $input) {\n      totalRecords\n      totalPages\n      members {\n        member {\n          ...MemberFields\n        }\n        assignedLoadCount\n        assignedLoadStates\n        canAssignLoad\n      }\n    }\n  }\n": types.GetMembersDocument,
    "\n  query getTransferRequests {\n    getTransferRequests {\n      requestId\n      requestedCarrierId\n      carrierName\n      roles\n      requestedByName\n    }\n  }\n": types.GetTransferRequestsDocument,
    "\n  fragment MemberFields on Member {\n    userId\n    upn\n    firstName\n    lastName\n    email\n    mobileNumber\n    countryCode\n    carrierId\n    tractorNumber\n    userLastLogin\n    userApplicationDetails {\n      roles {\n        roleName\n      }\n    }\n    address {\n      addressLine1\n      city\n      state\n      postalCode\n    }\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  mutation registerMember($input: RegisterMemberInput!) {\n    registerMember(input: $input) {\n      status\n      message\n      isNewCarrier\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": types.RegisterMemberDocument,
    "\n  mutation resendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId) {\n      success\n      message\n      email\n      phoneNumber\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation transferMemberV2($input: TransferMemberInput!) {\n    transferMemberV2(input: $input) {\n      status\n      message\n    }\n  }\n": types.TransferMemberV2Document,
    "\n  mutation updateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) {\n      status\n      message\n      member {\n        ...MemberFields\n      }\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  query validatePhoneNumber($phoneNumber: String!, $countryCode: String!) {\n    validatePhoneNumber(phoneNumber: $phoneNumber, countryCode: $countryCode) {\n      status\n      countryCode\n      phoneNumber\n    }\n  }\n": types.ValidatePhoneNumberDocument,
    "\n  query validateUserByIdentifier($mobileNum: String!, $countryCode: String) {\n    validateUserByIdentifier(mobileNum: $mobileNum, countryCode: $countryCode) {\n      status\n      userId\n      firstName\n      lastName\n    }\n  }\n": types.ValidateUserByIdentifierDocument,
    "\n  mutation logUserEvent($input: UserEventInput!) {\n    logUserEvent(input: $input)\n  }\n": types.LogUserEventDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getViewSetting($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      preferences {\n        key\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').GetViewSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addCarrierCapacity($input: CapacityInput!) {\n    addCarrierCapacity(input: $input) {\n      capacityID\n      lastUpdatedByUserName\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n"): typeof import('./graphql').AddCarrierCapacityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CapacityFields on Capacity {\n    capacityId\n    capacityType\n    trailerType\n    origin {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n      radius\n      timeZone\n    }\n    destination {\n      city\n      state\n      country\n      postalCode\n      latitude\n      longitude\n      radius\n    }\n    destinationStates\n    destinationCountry\n    pickUpFromDate\n    pickUpToDate\n    preferredDays\n    lastUpdatedDateTime\n    lastUpdatedBy\n    lastUpdatedByEmail\n    lastUpdatedByPhoneNumber\n    loadCount\n    loadCountCapped\n  }\n"): typeof import('./graphql').CapacityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteCarrierCapacity($capacityId: ID!) {\n    deleteCarrierCapacity(capacityId: $capacityId) {\n      capacityId\n      capacityType\n    }\n  }\n"): typeof import('./graphql').DeleteCarrierCapacityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCapacityLoad($input: CapacityLoadInput!) {\n    getCapacityLoad(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      capacity {\n        ...CapacityFields\n      }\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetCapacityLoadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarrierCapacityWithLoadCount($input: CapacityListInput) {\n    getCarrierCapacityWithLoadCount(input: $input) {\n      totalPages\n      totalRecords\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetCarrierCapacityWithLoadCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation restoreCarrierCapacity($capacityId: ID!) {\n    restoreCarrierCapacity(capacityId: $capacityId) {\n      ...CapacityFields\n    }\n  }\n"): typeof import('./graphql').RestoreCarrierCapacityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query selectCarrierCapacity($capacityId: ID!) {\n    selectCarrierCapacity(capacityId: $capacityId) {\n      ...CapacityFields\n    }\n  }\n"): typeof import('./graphql').SelectCarrierCapacityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateCarrierCapacity($input: CapacityInput!) {\n    updateCarrierCapacity(input: $input) {\n      capacityID\n      lastUpdatedByUserName\n      capacity {\n        ...CapacityFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCarrierCapacityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarrierProfile {\n    getCarrierProfile {\n      carrierId\n      carrierName\n      carrierActiveIndicator\n      carrierMCNo\n      carrierUsDOTNo\n      commonCarrierId\n      carrierScac\n      carrierTier\n      carrierStatusCode\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      postalCode\n      truckload\n      ltl\n      intermodal\n      hazmatCertExpirationDate\n      hazmat232PermitInd\n      primaryContact {\n        firstName\n        lastName\n        contactType\n        phone\n        fax\n        email\n      }\n      otherContacts {\n        firstName\n        lastName\n        contactType\n        phone\n        fax\n        email\n      }\n      insurances {\n        insuranceId\n        policyNumber\n        insuranceType\n        insuranceTypeCode\n        status\n        certificateId\n        limits\n        coverageAmount\n        policyEffectiveDate\n        policyExpirationDate\n        isExpired\n      }\n      certifications {\n        certificationCode\n        description\n        certificateExpireDate\n        qualificationStatus\n      }\n    }\n  }\n"): typeof import('./graphql').GetCarrierProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CostProfileFields on CostProfile {\n    costMode\n    costPerMile\n    fuelPricePerGallon\n    milesPerGallon\n    otherCostPerMile\n    fixedCostPerDay\n    averageSpeedMph\n    drivingHoursPerDay\n    dwellHoursPerStop\n    targetRatePerMile\n    floorRatePerMile\n    isDefault\n  }\n"): typeof import('./graphql').CostProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCostProfile {\n    getCostProfile {\n      ...CostProfileFields\n    }\n  }\n"): typeof import('./graphql').GetCostProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveCostProfile($input: CostProfileInput!) {\n    saveCostProfile(input: $input) {\n      ...CostProfileFields\n    }\n  }\n"): typeof import('./graphql').SaveCostProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShipmentDocumentFields on ShipmentDocument {\n    documentId\n    displayName\n    documentType\n    documentExtension\n    documentNumber\n    fileName\n    createdDateTime\n    rank\n    source\n  }\n"): typeof import('./graphql').ShipmentDocumentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query listRelatedDocumentsV2($documentMetaDataRequest: DocumentMetaDataRequest!) {\n    listRelatedDocumentsV2(documentMetaDataRequest: $documentMetaDataRequest) {\n      orderId\n      shipmentId\n      documents {\n        ...ShipmentDocumentFields\n      }\n      relatedDocuments {\n        ...ShipmentDocumentFields\n      }\n    }\n  }\n"): typeof import('./graphql').ListRelatedDocumentsV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation assignShipmentToDriverV2($input: AssignShipmentToDriverInput!) {\n    assignShipmentToDriverV2(input: $input) {\n      status\n      message\n      successorShipmentId\n      shipment {\n        shipmentId\n        loadId\n        shipmentState\n      }\n    }\n  }\n"): typeof import('./graphql').AssignShipmentToDriverV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarrierDrivers($search: String) {\n    getCarrierDrivers(search: $search) {\n      driverId\n      upn\n      firstName\n      lastName\n      mobileNumber\n      countryCode\n      tractorNumber\n    }\n  }\n"): typeof import('./graphql').GetCarrierDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query predecessorShipmentId($shipmentId: ID!, $driverId: ID!, $assignSource: String!) {\n    predecessorShipmentId(shipmentId: $shipmentId, driverId: $driverId, assignSource: $assignSource)\n  }\n"): typeof import('./graphql').PredecessorShipmentIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getReloadShipment($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      transportMode\n      stops {\n        sequenceNo\n        city\n        state\n        country\n        postalCode\n        appointmentFrom\n        timeZone\n      }\n    }\n  }\n"): typeof import('./graphql').GetReloadShipmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unassignDriverFromShipment($input: UnassignDriverInput!) {\n    unassignDriverFromShipment(input: $input) {\n      status\n      message\n      shipment {\n        shipmentId\n        shipmentState\n      }\n    }\n  }\n"): typeof import('./graphql').UnassignDriverFromShipmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMyLoadsCounts {\n    getMyLoadsCounts {\n      bucket\n      count\n    }\n  }\n"): typeof import('./graphql').GetMyLoadsCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarrierSource($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      source\n    }\n  }\n"): typeof import('./graphql').GetCarrierSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createInvoice($sendEmail: Boolean!, $shipmentId: ID!, $invoiceNumber: String) {\n    createInvoice(sendEmail: $sendEmail, shipmentId: $shipmentId, invoiceNumber: $invoiceNumber) {\n      status\n      message\n      created\n      shipmentState\n      response {\n        documentId\n        documentNumber\n        invoiceNumber\n        fileName\n        totalAmount\n        currency\n        createdDateTime\n        emailQueued\n      }\n    }\n  }\n"): typeof import('./graphql').CreateInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getInvoiceOptions($shipmentId: ID!) {\n    getInvoiceOptions(shipmentId: $shipmentId) {\n      shipmentId\n      shipmentState\n      choices\n      invoiceNumberShown\n      invoiceNumberMaxLength\n      missingDocuments\n      invoiceMissing\n    }\n  }\n"): typeof import('./graphql').GetInvoiceOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLaneRates($lanes: [LaneInput!]!) {\n    getLaneRates(lanes: $lanes) {\n      last30Days {\n        medianCentsPerMile\n        lowerQuartileCentsPerMile\n        upperQuartileCentsPerMile\n        loads\n      }\n      last90Days {\n        medianCentsPerMile\n        lowerQuartileCentsPerMile\n        upperQuartileCentsPerMile\n        loads\n      }\n      trend\n      weeks {\n        weekStart\n        medianCentsPerMile\n      }\n      ownPay {\n        loads\n        medianCentsPerMile\n        lastSettledAt\n      }\n    }\n  }\n"): typeof import('./graphql').GetLaneRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query myLastPosition {\n    myLastPosition {\n      recordedAt\n      latitude\n      longitude\n    }\n  }\n"): typeof import('./graphql').MyLastPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLoadPosting($loadId: ID!) {\n    getLoadPosting(loadId: $loadId) {\n      ...LoadPostingFields\n    }\n  }\n"): typeof import('./graphql').GetLoadPostingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query recommendedSimilarLoadsByLoadIds($loadIds: [ID!]!) {\n    recommendedSimilarLoadsByLoadIds(loadIds: $loadIds) {\n      primaryLoadId\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').RecommendedSimilarLoadsByLoadIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoadCardFields on LoadPosting {\n    loadId\n    sourceSystem\n    loadType\n    isHazardous\n    isHighValue\n    isTemperatureControlled\n    totalDistance\n    distanceUOM\n    totalWeight\n    weightUOM\n    numberOfStops\n    transportMode\n    buyAllowed\n    isWatched\n    originDeadHead\n    destinationDeadHead\n    rate {\n      totalCharge\n      currency\n    }\n    stops {\n      stopId\n      stopSequence\n      stopType\n      locationName\n      city\n      state\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n    }\n  }\n"): typeof import('./graphql').LoadCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecommendedLoadFields on LoadPosting {\n    ...LoadCardFields\n    rank\n    recommendationStatus\n    similarLoads\n  }\n"): typeof import('./graphql').RecommendedLoadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoadPostingFields on LoadPosting {\n    ...LoadCardFields\n    loadPostingStatus\n    termsAndConditions\n    managedEquipment\n    exclusiveLoad\n    rate {\n      binRateIdentifier\n      lineHaulCharge {\n        charge\n        chargeDescription\n      }\n      fuelCharge {\n        charge\n        chargeDescription\n      }\n      accessorials {\n        accessorialCode\n        accessorialDescription\n        accessorialCharge\n      }\n    }\n    stops {\n      addressLine1\n      addressLine2\n      postalCode\n      specialServices {\n        specialServiceDesc\n      }\n    }\n  }\n"): typeof import('./graphql').LoadPostingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteUserWatchedLoads($input: WatchedLoadInput!) {\n    deleteUserWatchedLoads(input: $input) {\n      id\n      error\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteUserWatchedLoadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation newUserWatchedLoads($input: WatchedLoadInput!) {\n    newUserWatchedLoads(input: $input) {\n      id\n      error\n      message\n    }\n  }\n"): typeof import('./graphql').NewUserWatchedLoadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation buyLoadRequest($input: BuyLoadRequestInput!) {\n    buyLoadRequest(input: $input) {\n      status\n      reason\n      message\n      loadId\n      shipmentIds\n      hold\n    }\n  }\n"): typeof import('./graphql').BuyLoadRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query buyLoadShipmentRequest($shipmentIds: [ID!]!) {\n    buyLoadShipmentRequest(shipmentIds: $shipmentIds) {\n      shipmentId\n      loadId\n    }\n  }\n"): typeof import('./graphql').BuyLoadShipmentRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getBookingMember($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      carrierActiveIndicator\n      source\n      member {\n        userId\n        userType\n      }\n    }\n  }\n"): typeof import('./graphql').GetBookingMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getShipmentDetails($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      loadId\n      sourceSystem\n      division\n      loadType\n      transportMode\n      shipmentState\n      myLoadsBucket\n      totalDistance\n      distanceUOM\n      totalWeight\n      weightUOM\n      numberOfStops\n      isHazardous\n      isHighValue\n      isTemperatureControlled\n      currency\n      totalCost\n      hasServices\n      executionStatus\n      isDrayRoute\n      canAssignSelf\n      stops {\n        stopId\n        sequenceNo\n        stopType\n        locationName\n        addressLine1\n        addressLine2\n        city\n        state\n        postalCode\n        country\n        latitude\n        longitude\n        appointmentFrom\n        appointmentTo\n        appointmentState\n        timeZone\n      }\n      commodities {\n        commodityDesc\n        packagingType\n        weight\n        weightUnit\n        unitCount\n      }\n      services {\n        serviceDescription\n      }\n      references {\n        type\n        value\n        display\n      }\n      costItems {\n        costBreakdownDescription\n        rate\n        rateQlfr\n        qty\n        totalAmount\n      }\n    }\n  }\n"): typeof import('./graphql').GetShipmentDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query recommendedLoads($input: RecommendedLoadsInput) {\n    recommendedLoads(input: $input) {\n      totalRecords\n      error\n      message\n      loadPostings {\n        ...RecommendedLoadFields\n      }\n    }\n  }\n"): typeof import('./graphql').RecommendedLoadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserWatchedLoads($input: UserWatchedLoadsInput) {\n    getUserWatchedLoads(input: $input) {\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserWatchedLoadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markRecommendedLoadsSeen($loadIds: [ID!]!) {\n    markRecommendedLoadsSeen(loadIds: $loadIds)\n  }\n"): typeof import('./graphql').MarkRecommendedLoadsSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setMemberLanguage($language: String!) {\n    setMemberLanguage(language: $language) {\n      language\n    }\n  }\n"): typeof import('./graphql').SetMemberLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getOwnAssignmentTransaction($shipmentId: ID!) {\n    getOwnAssignmentTransaction(shipmentId: $shipmentId) {\n      transactionId\n      transactionType\n      driverId\n      driverName\n      status\n    }\n  }\n"): typeof import('./graphql').GetOwnAssignmentTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getShipment($shipmentIds: [ID!]!) {\n    getShipment(shipmentIds: $shipmentIds) {\n      ...MyLoadShipmentFields\n    }\n  }\n"): typeof import('./graphql').GetShipmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getShipmentsWithStopsByState($input: ShipmentsByStateInput!) {\n    getShipmentsWithStopsByState(input: $input) {\n      filter\n      totalCount\n      pageIndex\n      pageSize\n      counts {\n        bucket\n        count\n      }\n      filterCounts {\n        driverId\n        driverName\n        count\n      }\n      shipments {\n        ...MyLoadShipmentFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetShipmentsWithStopsByStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyLoadShipmentFields on MyLoadShipment {\n    shipmentId\n    loadId\n    sourceSystem\n    division\n    loadType\n    transportMode\n    shipmentState\n    myLoadsBucket\n    executionStatus\n    totalDistance\n    distanceUOM\n    totalWeight\n    weightUOM\n    numberOfStops\n    isHazardous\n    isHighValue\n    isTemperatureControlled\n    currency\n    totalCost\n    carrierPro\n    predecessorShipmentId\n    successorShipmentId\n    driver {\n      partyId\n      driverName\n    }\n    assignmentTransaction {\n      transactionId\n      transactionType\n      driverId\n      driverName\n      status\n    }\n    stops {\n      stopId\n      sequenceNo\n      stopType\n      locationName\n      addressLine1\n      addressLine2\n      city\n      state\n      postalCode\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n    }\n  }\n"): typeof import('./graphql').MyLoadShipmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation tenderAction($input: TenderActionInput!) {\n    tenderAction(input: $input) {\n      status\n      reason\n      message\n      shipmentId\n      shipmentState\n      myLoadsBucket\n    }\n  }\n"): typeof import('./graphql').TenderActionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarrierPaymentLoads($input: CarrierPaymentLoadsInput) {\n    getCarrierPaymentLoads(input: $input) {\n      loads {\n        shipmentId\n        loadId\n        shipmentState\n        stage\n        waitReason\n        expectedPaymentDate\n        paidAt\n        amount\n        currency\n      }\n      totalCount\n      pageIndex\n      pageSize\n    }\n  }\n"): typeof import('./graphql').GetCarrierPaymentLoadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCarrierPaymentTotals {\n    getCarrierPaymentTotals {\n      totals {\n        stage\n        currency\n        loadCount\n        amount\n      }\n      paidSince\n    }\n  }\n"): typeof import('./graphql').GetCarrierPaymentTotalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getPaymentTracker($shipmentId: ID!) {\n    getPaymentTracker(shipmentId: $shipmentId) {\n      shipmentId\n      loadId\n      shipmentState\n      stage\n      waitReason\n      missingDocuments\n      isInvoiceMissing\n      paperworkCompletedAt\n      expectedPaymentDate\n      isExpectedDateFromProvider\n      paidAt\n      paidAmount\n      totalAmount\n      currency\n      note\n    }\n  }\n"): typeof import('./graphql').GetPaymentTrackerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserPreference {\n    getUserPreference {\n      ...UserPreferenceFields\n    }\n  }\n"): typeof import('./graphql').GetUserPreferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUserPreference($preference: UserPreferenceInput!) {\n    updateUserPreference(preference: $preference) {\n      preferences {\n        ...UserPreferenceFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateUserPreferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserPreferenceFields on UserPreference {\n    groups\n    updatedAt\n    preferences {\n      key\n      value\n      userPreferenceExists\n    }\n  }\n"): typeof import('./graphql').UserPreferenceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserDetails($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      member {\n        firstName\n        lastName\n        upn\n        email\n        mobileNumber\n        countryCode\n      }\n    }\n  }\n"): typeof import('./graphql').GetUserDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getPushPublicKey {\n    getPushPublicKey\n  }\n"): typeof import('./graphql').GetPushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation registerDevice($device: DeviceInput!) {\n    registerDevice(device: $device) {\n      deviceId\n      registered\n    }\n  }\n"): typeof import('./graphql').RegisterDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unregisterDevice($endpoint: String!) {\n    unregisterDevice(endpoint: $endpoint) {\n      unregistered\n    }\n  }\n"): typeof import('./graphql').UnregisterDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addReference($input: AddReferenceInput!) {\n    addReference(input: $input) {\n      message\n    }\n  }\n"): typeof import('./graphql').AddReferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getShipmentReferences($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      shipmentId\n      sourceSystem\n      division\n      myLoadsBucket\n      isCallerDriver\n      references {\n        type\n        value\n        display\n        stopId\n      }\n    }\n  }\n"): typeof import('./graphql').GetShipmentReferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUserSearchHistoryAsFavorite($input: UpdateUserSearchHistoryAsFavoriteInput!) {\n    updateUserSearchHistoryAsFavorite(input: $input) {\n      id\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateUserSearchHistoryAsFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query findUserFavouriteSearchHistory($input: SearchHistoryInput) {\n    findUserFavouriteSearchHistory(input: $input) {\n      totalRecords\n      savedSearches {\n        ...SavedSearchFields\n      }\n    }\n  }\n"): typeof import('./graphql').FindUserFavouriteSearchHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    favouritesearchindicator\n    searchdate\n    criteria {\n      originCity\n      originState\n      originCountry\n      originPostalCode\n      originRadius\n      pickUpStartDate\n      pickUpEndDate\n      destinationCity\n      destinationState\n      destinationStates\n      destinationCountry\n      destinationPostalCode\n      destinationRadius\n      dropStartDate\n      dropEndDate\n      trailerType\n      favorite\n    }\n  }\n"): typeof import('./graphql').SavedSearchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query findUserRecentSearchHistory($input: SearchHistoryInput) {\n    findUserRecentSearchHistory(input: $input) {\n      totalRecords\n      savedSearches {\n        ...SavedSearchFields\n      }\n    }\n  }\n"): typeof import('./graphql').FindUserRecentSearchHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStateBasedLoad($input: StateBasedLoadInput!) {\n    getStateBasedLoad(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').GetStateBasedLoadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query searchLoadByReferenceV2($input: LoadByReferenceInput!) {\n    searchLoadByReferenceV2(input: $input) {\n      totalRecords\n      loadPostings {\n        ...LoadCardFields\n      }\n      shipments {\n        shipmentId\n        loadId\n        shipmentState\n        myLoadsBucket\n      }\n    }\n  }\n"): typeof import('./graphql').SearchLoadByReferenceV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query searchLoadPostingV2($input: SearchLoadPostingInput!) {\n    searchLoadPostingV2(input: $input) {\n      totalRecords\n      totalRecordsCapped\n      searchHistoryId\n      searchHistoryFavorite\n      loadPostings {\n        ...LoadCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').SearchLoadPostingV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUserSearchHistory($input: UpdateUserSearchHistoryInput!) {\n    updateUserSearchHistory(input: $input) {\n      id\n      errorMessage\n    }\n  }\n"): typeof import('./graphql').UpdateUserSearchHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFeedbackSender($upn: String!) {\n    getUserDetails(userPrincipalName: $upn) {\n      member {\n        firstName\n        lastName\n        companyName\n        carrierName\n      }\n    }\n  }\n"): typeof import('./graphql').GetFeedbackSenderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query lastTruckPosition($shipmentId: ID!) {\n    lastTruckPosition(shipmentId: $shipmentId) {\n      recordedAt\n      latitude\n      longitude\n    }\n  }\n"): typeof import('./graphql').LastTruckPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query myTrackingLog($shipmentId: ID!, $before: String, $first: Int) {\n    myTrackingLog(shipmentId: $shipmentId, before: $before, first: $first) {\n      shipmentId\n      hasMore\n      positions {\n        recordedAt\n        receivedAt\n        latitude\n        longitude\n        accuracy\n        place {\n          name\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyTrackingLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateTripGpsTracking($shipmentId: ID!, $gpsTrackingStatus: Int!) {\n    updateGpsTracking(shipmentId: $shipmentId, gpsTrackingStatus: $gpsTrackingStatus) {\n      status\n      message\n      shipment {\n        shipmentId\n        gpsTrackingStatus\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateTripGpsTrackingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTripShipment($shipmentId: ID!) {\n    getShipmentDetails(shipmentId: $shipmentId) {\n      ...TripShipmentFields\n    }\n  }\n"): typeof import('./graphql').GetTripShipmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation confirmStart($input: ConfirmStartInput!) {\n    confirmStart(input: $input) {\n      status\n      message\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateStop($input: UpdateStopInput!) {\n    updateStop(input: $input) {\n      status\n      message\n      stopId\n      warnings {\n        code\n        message\n      }\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateStopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation completeTrip($input: CompleteTripInput!) {\n    completeTrip(input: $input) {\n      status\n      message\n      shipment {\n        ...TripShipmentFields\n      }\n    }\n  }\n"): typeof import('./graphql').CompleteTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripShipmentFields on ShipmentDetails {\n    shipmentId\n    loadId\n    sourceSystem\n    loadType\n    division\n    shipmentState\n    myLoadsBucket\n    executionStatus\n    gpsTrackingStatus\n    managedEquipment\n    isDrayRoute\n    startCity\n    startState\n    startCountry\n    startDateTime\n    version\n    isCallerDriver\n    stops {\n      stopId\n      sequenceNo\n      stopType\n      locationName\n      addressLine1\n      city\n      state\n      postalCode\n      country\n      latitude\n      longitude\n      appointmentFrom\n      appointmentTo\n      appointmentState\n      timeZone\n      plannedArrival\n      plannedEta\n      estimatedArrival\n      actualEta\n      actualArrival\n      actualDeparture\n      lateArrivalReason\n      activities {\n        execActivity\n        equipmentId\n        equipmentType\n        chassisNumber\n      }\n    }\n  }\n"): typeof import('./graphql').TripShipmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addMemberV2($input: UserDetailsInput!) {\n    addMemberV2(input: $input) {\n      status\n      message\n      member {\n        ...MemberFields\n      }\n    }\n  }\n"): typeof import('./graphql').AddMemberV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation confirmTransfer($input: ConfirmTransferInput!) {\n    confirmTransfer(input: $input) {\n      status\n      message\n    }\n  }\n"): typeof import('./graphql').ConfirmTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteMember {\n    deleteMember {\n      status\n      redirectUrl\n      message\n      timeStamp\n    }\n  }\n"): typeof import('./graphql').DeleteMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation delinkMember($userId: ID!) {\n    delinkMember(userId: $userId) {\n      status\n      message\n      isSelf\n    }\n  }\n"): typeof import('./graphql').DelinkMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMemberAssignedLoads($userId: ID!, $page: Int, $size: Int) {\n    getMemberAssignedLoads(userId: $userId, page: $page, size: $size) {\n      totalRecords\n      loads {\n        shipmentId\n        shipmentState\n        originCity\n        originState\n        destinationCity\n        destinationState\n        pickUpDateTime\n        timeZone\n      }\n    }\n  }\n"): typeof import('./graphql').GetMemberAssignedLoadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMember($userId: ID!) {\n    getMember(userId: $userId) {\n      ...MemberFields\n    }\n  }\n"): typeof import('./graphql').GetMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMembers($input: MembersInput) {\n    getMembers(input: $input) {\n      totalRecords\n      totalPages\n      members {\n        member {\n          ...MemberFields\n        }\n        assignedLoadCount\n        assignedLoadStates\n        canAssignLoad\n      }\n    }\n  }\n"): typeof import('./graphql').GetMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTransferRequests {\n    getTransferRequests {\n      requestId\n      requestedCarrierId\n      carrierName\n      roles\n      requestedByName\n    }\n  }\n"): typeof import('./graphql').GetTransferRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    userId\n    upn\n    firstName\n    lastName\n    email\n    mobileNumber\n    countryCode\n    carrierId\n    tractorNumber\n    userLastLogin\n    userApplicationDetails {\n      roles {\n        roleName\n      }\n    }\n    address {\n      addressLine1\n      city\n      state\n      postalCode\n    }\n  }\n"): typeof import('./graphql').MemberFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation registerMember($input: RegisterMemberInput!) {\n    registerMember(input: $input) {\n      status\n      message\n      isNewCarrier\n      member {\n        ...MemberFields\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId) {\n      success\n      message\n      email\n      phoneNumber\n    }\n  }\n"): typeof import('./graphql').ResendInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation transferMemberV2($input: TransferMemberInput!) {\n    transferMemberV2(input: $input) {\n      status\n      message\n    }\n  }\n"): typeof import('./graphql').TransferMemberV2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) {\n      status\n      message\n      member {\n        ...MemberFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query validatePhoneNumber($phoneNumber: String!, $countryCode: String!) {\n    validatePhoneNumber(phoneNumber: $phoneNumber, countryCode: $countryCode) {\n      status\n      countryCode\n      phoneNumber\n    }\n  }\n"): typeof import('./graphql').ValidatePhoneNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query validateUserByIdentifier($mobileNum: String!, $countryCode: String) {\n    validateUserByIdentifier(mobileNum: $mobileNum, countryCode: $countryCode) {\n      status\n      userId\n      firstName\n      lastName\n    }\n  }\n"): typeof import('./graphql').ValidateUserByIdentifierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation logUserEvent($input: UserEventInput!) {\n    logUserEvent(input: $input)\n  }\n"): typeof import('./graphql').LogUserEventDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
