import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { FakeApi } from '../../../test/fake-api';
import { renderWithApi, type RenderOptions } from '../../../test/render-with-api';
import type { MyLoadShipment } from '../api/my-load-shipment-fields';
import type { CardActionFlowProps } from '../card-action-handlers';
import { makeMyLoadShipment } from '../my-loads.test-utils';
import type { TenderActionAnswer } from './api/tender-action';

// A tender flow rendered as the My Loads list renders it, over a fake API that publishes terms for
// every load type and answers tenderAction as a test says.

export const termsRest: FakeApi['rest'] = {
  '/v1/contentorconfig': () =>
    Response.json({
      title: 'Brokerage terms',
      body: '<p>The carrier agrees to <b>30</b> days.</p><script>window.hacked = true</script>',
    }),
};

export function tenderAnswer(overrides: Partial<TenderActionAnswer> = {}): TenderActionAnswer {
  return {
    status: 'OK',
    reason: 'accepted',
    message: 'Tender Accepted Successfully',
    shipmentId: 'S1',
    shipmentState: 'CARRIER_ASSIGNMENT',
    myLoadsBucket: 'carrierAssigned',
    ...overrides,
  };
}

export function tenderedShipment(overrides: Partial<MyLoadShipment> = {}): MyLoadShipment {
  return makeMyLoadShipment('S1', 'carrierTendered', overrides);
}

type FlowOptions = Omit<RenderOptions, 'api'> & { answer?: FakeApi['graphql']; rest?: FakeApi['rest'] };

export function renderTenderFlow(
  Flow: ComponentType<CardActionFlowProps>,
  shipment: MyLoadShipment,
  { answer = {}, rest = termsRest, ...options }: FlowOptions = {},
) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const rendered = renderWithApi(
    <Flow shipment={shipment} module="carrierTendered" onClose={onClose} onDone={onDone} />,
    { ...options, api: { rest, graphql: answer } },
  );
  return { ...rendered, onClose, onDone };
}
