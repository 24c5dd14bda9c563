import type { ReactNode } from 'react';
import type { FakeAnswer, FakeApi } from '../../test/fake-api';
import { renderWithApi, type RenderOptions } from '../../test/render-with-api';
import type { ReferenceShipment } from './api/get-shipment-references';

// Shipments as Add Reference reads them, the answers of its calls, and its pieces rendered with the
// app's providers over a fake API.

/** A MERCURYGATE shipment in transit, driven by the signed-in user, with a reference of its first stop. */
export function makeReferenceShipment(overrides: Partial<ReferenceShipment> = {}): ReferenceShipment {
  return {
    shipmentId: 'S1',
    sourceSystem: 'MERCURYGATE',
    division: null,
    myLoadsBucket: 'inTransit',
    isCallerDriver: true,
    references: [
      { type: 'BOL', value: 'BOL-99812', display: true, stopId: null },
      { type: 'Pickup Number', value: 'PU-4411', display: true, stopId: 'P1' },
      { type: 'Internal', value: 'X-1', display: false, stopId: 'P1' },
    ],
    ...overrides,
  };
}

export function answerReferences(
  shipment: ReferenceShipment | null = makeReferenceShipment(),
): FakeAnswer<'getShipmentReferences'> {
  return () => ({ data: { getShipmentDetails: shipment } });
}

export function answerAdded(message = 'Reference added successfully'): FakeAnswer<'addReference'> {
  return () => ({ data: { addReference: { message } } });
}

export type RenderReferencesOptions = Omit<RenderOptions, 'api'> & { graphql?: FakeApi['graphql'] };

export function renderReferences(
  ui: ReactNode,
  { graphql = { getShipmentReferences: answerReferences() }, ...options }: RenderReferencesOptions = {},
) {
  return renderWithApi(ui, { ...options, api: { graphql } });
}
