import { and, asc, eq } from 'drizzle-orm';
import type { LoadType, SourceSystem } from '@freight/domain/source-systems';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, type TestApp } from '../../test-support/test-app';
import { multipartBody, type FormPart } from '../documents/documents.fixtures';
import type { ImportableShipmentState } from '../shipments/tender-shipment.schemas';
import { detailsNow, tenderTestShipment } from '../shipments/shipments.fixtures';

// The invoice tests' shipments (delivered Power Only loads of a source that takes uploads), the
// uploadInvoiceV2 form and the createInvoice and getInvoiceOptions calls as the web app sends them.

export type InvoiceShipmentOptions = {
  commonCarrierId: string;
  driverUpn: string;
  state?: ImportableShipmentState;
  sourceSystem?: SourceSystem;
  loadType?: LoadType;
  currency?: 'USD' | 'CAD';
};

/** A delivered Power Only shipment of MASTERMIND by default, its trip started when it ran (uploads need that). */
export async function deliveredShipment(db: Database, options: InvoiceShipmentOptions): Promise<string> {
  const shipmentId = await tenderTestShipment(db, {
    commonCarrierId: options.commonCarrierId,
    state: options.state ?? 'DELIVERED_NEEDS_PPWK',
    driverUpn: options.driverUpn,
    sourceSystem: options.sourceSystem ?? 'MASTERMIND',
    overrides: {
      loadType: options.loadType ?? 'Power Only',
      ...(options.currency ? { currency: options.currency } : {}),
    },
  });
  await db.update(shipments).set({ tripStartedAt: detailsNow }).where(eq(shipments.shipmentId, shipmentId));
  return shipmentId;
}

/** The uploadInvoiceV2 form (D2-7.21): the shipment, its source and division, a number, the files. */
export function invoiceForm(
  shipmentId: string,
  invoiceNumber: string | null,
  files: readonly { fileName: string; bytes: Uint8Array; type?: string }[],
): FormPart[] {
  return [
    { name: 'shipmentId', value: shipmentId },
    { name: 'sourceSystem', value: 'MASTERMIND' },
    { name: 'division', value: '' },
    ...(invoiceNumber === null ? [] : [{ name: 'invoiceNumber', value: invoiceNumber }]),
    ...files.map((file) => ({ name: 'files', ...file })),
  ];
}

/** POST uploadInvoiceV2 as this caller, on /web or /mobile. */
export function uploadInvoice(
  test: TestApp,
  caller: TestCaller,
  parts: readonly FormPart[],
  { client = 'web', language }: { client?: 'web' | 'mobile'; language?: string } = {},
) {
  const { body, contentType } = multipartBody(parts);
  return test.app.inject({
    method: 'POST',
    url: `/${client}/v2/uploadInvoiceV2`,
    headers: {
      ...caller.headers,
      'content-type': contentType,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: body,
  });
}

const createInvoiceMutation = /* GraphQL */ `
  mutation createInvoice($sendEmail: Boolean!, $shipmentId: ID!, $invoiceNumber: String) {
    createInvoice(sendEmail: $sendEmail, shipmentId: $shipmentId, invoiceNumber: $invoiceNumber) {
      status
      message
      created
      shipmentState
      response {
        documentId
        documentNumber
        invoiceNumber
        fileName
        totalAmount
        currency
        createdDateTime
        emailQueued
      }
    }
  }
`;

/** createInvoice as this caller, in English unless a language is given. */
export function createInvoice(
  test: TestApp,
  caller: TestCaller,
  variables: { sendEmail: boolean; shipmentId: string; invoiceNumber?: string | null },
  language?: string,
) {
  return graphql(test.app, createInvoiceMutation, variables, 'web', {
    ...caller.headers,
    ...(language ? { 'accept-language': language } : {}),
  });
}

const invoiceOptionsQuery = /* GraphQL */ `
  query getInvoiceOptions($shipmentId: ID!) {
    getInvoiceOptions(shipmentId: $shipmentId) {
      shipmentId
      shipmentState
      choices
      invoiceNumberShown
      invoiceNumberMaxLength
      missingDocuments
      invoiceMissing
    }
  }
`;

export function getInvoiceOptions(test: TestApp, caller: TestCaller, shipmentId: string) {
  return graphql(test.app, invoiceOptionsQuery, { shipmentId }, 'web', caller.headers);
}

/** The invoice documents of a shipment (type createInvoice), by rank. */
export function invoiceDocumentsOf(db: Database, shipmentId: string) {
  return db
    .select({
      rank: documents.rank,
      documentNumber: documents.documentNumber,
      fileName: documents.fileName,
      extension: documents.extension,
      source: documents.source,
      invoiceNumber: documents.invoiceNumber,
      storageKey: documents.storageKey,
      metadata: documents.metadata,
    })
    .from(documents)
    .innerJoin(shipments, eq(shipments.id, documents.shipmentId))
    .where(and(eq(shipments.shipmentId, shipmentId), eq(documents.documentType, 'createInvoice')))
    .orderBy(asc(documents.rank));
}

/** The shipment's row as the invoice changes it. */
export async function shipmentRowOf(db: Database, shipmentId: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
  return row!;
}
