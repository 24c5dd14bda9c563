import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sourceSystemInfo, type SourceSystem } from '@freight/domain/source-systems';
import type { Database } from '../../db/client';
import { shipments, shipmentTenderedCarriers } from '../../db/schema/index';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, type TestApp } from '../../test-support/test-app';
import { tenderTestShipment } from '../shipments/shipments.fixtures';

// Tendered shipments and the tenderAction mutation for the tender tests.

export const tenderActionMutation = /* GraphQL */ `
  mutation Tender($input: TenderActionInput!) {
    tenderAction(input: $input) {
      status
      reason
      message
      shipmentId
      shipmentState
      myLoadsBucket
    }
  }
`;

export type TenderAnswer = {
  status: string;
  reason: string;
  message: string;
  shipmentId: string;
  shipmentState: string;
  myLoadsBucket: string | null;
};

/** A shipment tendered to the carrier by a source system, with the PRO it sent, if any. */
export function tenderTo(
  db: Database,
  commonCarrierId: string,
  options: { sourceSystem?: SourceSystem; carrierPro?: string; division?: string } = {},
): Promise<string> {
  const sourceSystem = options.sourceSystem ?? 'MERCURYGATE';
  return tenderTestShipment(db, {
    commonCarrierId,
    state: 'TENDERED',
    sourceSystem,
    overrides: {
      // The first load type the source carries: OTMNONASSET's is Freight Under Management.
      loadType: sourceSystemInfo[sourceSystem].loadTypes[0]!,
      ...(options.carrierPro ? { carrierPro: options.carrierPro } : {}),
      ...(options.division ? { division: options.division } : {}),
    },
  });
}

export function sendTenderAction(test: TestApp, caller: TestCaller, input: Record<string, unknown>) {
  return graphql(test.app, tenderActionMutation, { input }, 'web', caller.headers);
}

/** The answer of a tenderAction that must not fail. */
export async function answerTender(test: TestApp, caller: TestCaller, input: Record<string, unknown>) {
  const { body } = await sendTenderAction(test, caller, input);
  expect(body.errors).toBeUndefined();
  return body.data!.tenderAction as TenderAnswer;
}

/** The error of a tenderAction that must fail. */
export async function refuseTender(test: TestApp, caller: TestCaller, input: Record<string, unknown>) {
  const { body } = await sendTenderAction(test, caller, input);
  expect(body.data).toBeNull();
  return body.errors![0]!;
}

/** The shipment and its tender record as stored: what a refused answer must leave as it was. */
export async function tenderRows(db: Database, shipmentId: string) {
  const [row] = await db
    .select({ shipment: shipments, tender: shipmentTenderedCarriers })
    .from(shipments)
    .innerJoin(
      shipmentTenderedCarriers,
      and(
        eq(shipmentTenderedCarriers.shipmentId, shipments.id),
        eq(shipmentTenderedCarriers.carrierId, shipments.assignedCarrierId),
      ),
    )
    .where(eq(shipments.shipmentId, shipmentId));
  return row!;
}
