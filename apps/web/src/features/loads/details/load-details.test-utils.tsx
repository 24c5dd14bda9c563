import type { ReactNode } from 'react';
import { renderWithApi, type RenderOptions } from '../../../test/render-with-api';
import type { ShipmentDetails, ShipmentDetailStop } from './api/get-shipment-details';

// Renders a piece of the details panel with the providers, a served configuration (feature flags)
// and a fake API; and shipments as getShipmentDetails answers them.

export type RenderDetailsOptions = RenderOptions;

export function renderDetails(ui: ReactNode, options: RenderDetailsOptions = {}) {
  return renderWithApi(ui, options);
}

export function makeShipmentStop(overrides: Partial<ShipmentDetailStop> = {}): ShipmentDetailStop {
  return {
    stopId: 'S1',
    sequenceNo: 1,
    stopType: 'P',
    locationName: 'Acme Warehouse',
    addressLine1: '1 Chicago Street',
    addressLine2: null,
    city: 'Chicago',
    state: 'IL',
    postalCode: '60601',
    country: 'USA',
    latitude: 41.88,
    longitude: -87.63,
    appointmentFrom: '2026-11-24T08:00:00-06:00',
    appointmentTo: '2026-11-24T16:00:00-06:00',
    appointmentState: null,
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

/** The Dallas delivery that follows the Chicago pick-up of makeShipmentStop. */
export function makeDeliveryStop(overrides: Partial<ShipmentDetailStop> = {}): ShipmentDetailStop {
  return makeShipmentStop({
    stopId: 'S2',
    sequenceNo: 2,
    stopType: 'D',
    locationName: 'Dallas Depot',
    addressLine1: '1 Dallas Street',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    latitude: 32.78,
    longitude: -96.8,
    appointmentFrom: '2026-11-26T06:00:00-06:00',
    appointmentTo: '2026-11-26T14:00:00-06:00',
    ...overrides,
  });
}

/** What a shipment of the tests covers and carries, as its card and its panel show it. */
export const shipmentFigures = {
  totalDistance: 925.4,
  distanceUOM: 'mi',
  totalWeight: 42_000,
  weightUOM: 'lbs',
  numberOfStops: 2,
  isHazardous: false,
  isHighValue: false,
  isTemperatureControlled: false,
  currency: 'USD',
} satisfies Partial<ShipmentDetails>;

/** A shipment in transit with something in every tab. */
export function makeShipmentDetails(overrides: Partial<ShipmentDetails> = {}): ShipmentDetails {
  return {
    shipmentId: 'SH1',
    loadId: 'L100',
    sourceSystem: 'BROKERAGE',
    division: null,
    loadType: 'Brokerage',
    transportMode: 'Dry Van',
    shipmentState: 'IN_TRANSIT',
    myLoadsBucket: 'inTransit',
    ...shipmentFigures,
    totalCost: '1850.5',
    hasServices: true,
    executionStatus: 'IN_TRANSIT',
    isDrayRoute: false,
    canAssignSelf: false,
    stops: [makeShipmentStop(), makeDeliveryStop()],
    commodities: [
      {
        commodityDesc: 'Paper rolls',
        packagingType: 'Pallet',
        weight: 20_000,
        weightUnit: 'lbs',
        unitCount: 10,
      },
    ],
    services: [{ serviceDescription: 'Lift gate' }],
    references: [{ type: 'PO', value: 'PO-778', display: true }],
    costItems: [
      {
        costBreakdownDescription: 'Line haul',
        rate: null,
        rateQlfr: null,
        qty: null,
        totalAmount: '1500.5',
      },
      {
        costBreakdownDescription: 'Fuel surcharge',
        rate: null,
        rateQlfr: null,
        qty: null,
        totalAmount: '350',
      },
    ],
    ...overrides,
  };
}

// The Documents tab's own fetch is faked with the documents feature's answers (documents.test-utils).
export { answerDocuments, makeDocument } from '../../documents/documents.test-utils';

export { findViolations, setOnline } from '../../../test/dom';
