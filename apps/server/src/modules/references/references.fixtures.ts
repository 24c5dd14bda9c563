import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shipmentReferences, shipments, shipmentStops } from '../../db/schema/shipments';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, type TestApp } from '../../test-support/test-app';

// Add Reference through the API as a client sends it, and what the database holds after.

const addReferenceMutation = /* GraphQL */ `
  mutation ($input: AddReferenceInput!) {
    addReference(input: $input) {
      message
    }
  }
`;

export type ReferenceRowInput = { referenceType: string; referenceValue: string; stopId?: string | null };

/** The add-reference action (D2-3.10) of the modal: refUpdate, no time, the rows. */
export function addReferenceInput(
  shipmentId: string,
  references: ReferenceRowInput[],
  overrides: Record<string, unknown> = {},
) {
  return {
    shipmentId,
    sourceSystem: 'MERCURYGATE',
    actionType: 'refUpdate',
    actionQualifier: 'SHIPMENT',
    actionDetail: 'inTransit',
    actionDateTime: null,
    references,
    ...overrides,
  };
}

/** POSTs addReference as this caller, in English unless told. */
export function sendAddReference(
  test: TestApp,
  caller: TestCaller,
  input: unknown,
  { language, client = 'web' }: { language?: string; client?: 'web' | 'mobile' } = {},
) {
  const headers = { ...caller.headers, ...(language ? { 'accept-language': language } : {}) };
  return graphql(test.app, addReferenceMutation, { input }, client, headers);
}

/** The references of a shipment as stored, the source's and the app's, oldest first. */
export async function storedReferencesOf(db: Database, shipmentId: string) {
  return db
    .select({
      type: shipmentReferences.type,
      value: shipmentReferences.value,
      stopId: shipmentStops.stopId,
      createdBy: shipmentReferences.createdBy,
      createdAt: shipmentReferences.createdAt,
    })
    .from(shipmentReferences)
    .innerJoin(shipments, eq(shipments.id, shipmentReferences.shipmentId))
    .leftJoin(shipmentStops, eq(shipmentStops.id, shipmentReferences.stopId))
    .where(eq(shipments.shipmentId, shipmentId))
    .orderBy(asc(shipmentReferences.createdAt), asc(shipmentReferences.type), asc(shipmentReferences.value));
}

/** The stop ids of a shipment, by sequence. */
export async function stopIdsOf(db: Database, shipmentId: string): Promise<string[]> {
  const rows = await db
    .select({ stopId: shipmentStops.stopId })
    .from(shipmentStops)
    .innerJoin(shipments, eq(shipments.id, shipmentStops.shipmentId))
    .where(eq(shipments.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.sequenceNo));
  return rows.map((row) => row.stopId);
}
