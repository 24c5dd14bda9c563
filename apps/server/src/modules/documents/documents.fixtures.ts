import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { pdfBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import type { DetectedFormat } from '@freight/domain/documents/detect-document-format';
import type { DocumentType } from '@freight/domain/stops';
import { contentTypeOf, createLocalFileStore, fileStoreDir } from '../../platform/file-store';
import type { TestCaller } from '../../test-support/sign-in';
import type { TestApp } from '../../test-support/test-app';
import type { TestS3Server } from '../../test-support/s3-server';
import { detailsNow } from '../shipments/shipments.fixtures';

/** One part of a multipart form: a text field, or a file with its name and bytes. */
export type FormPart =
  { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array; type?: string };

/** A multipart/form-data body, built by hand so that tests may also send broken ones. */
export function multipartBody(parts: readonly FormPart[], boundary = 'test-boundary-7MA4YWxk') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(part.bytes), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A request body and its content type, as an upload route receives it. */
export type UploadBody = { payload: Buffer | string; contentType: string };

/**
 * Bodies every multipart upload route must refuse with a 4xx in the closed shape, storing nothing
 * (decision 043), each made from a valid form of that route (its text fields and one file): what the
 * fuzz suite's JSON and form bodies cannot try.
 */
export function malformedUploadBodies(formOf: () => readonly FormPart[]): [string, () => UploadBody][] {
  // Read when a case is made: the form names a shipment that the test creates before it runs.
  const fieldsOf = () => formOf().filter((part): part is { name: string; value: string } => 'value' in part);
  const filesOf = () => formOf().filter((part) => !('value' in part));
  const multipart = (parts: readonly FormPart[]): UploadBody => {
    const { body, contentType } = multipartBody(parts);
    return { payload: body, contentType };
  };
  const valid = () => multipartBody(formOf());
  return [
    [
      'a JSON body',
      () => ({
        payload: JSON.stringify(Object.fromEntries(fieldsOf().map((field) => [field.name, field.value]))),
        contentType: 'application/json',
      }),
    ],
    ['a text body', () => ({ payload: 'files=x', contentType: 'text/plain' })],
    ['multipart without a boundary', () => ({ payload: valid().body, contentType: 'multipart/form-data' })],
    [
      'another boundary than the body',
      () => ({ payload: valid().body, contentType: 'multipart/form-data; boundary=nope' }),
    ],
    [
      'a body cut in the middle',
      () => ({ payload: valid().body.subarray(0, 200), contentType: valid().contentType }),
    ],
    [
      'garbage',
      () => ({ payload: Buffer.from([0, 1, 2, 255, 13, 10, 45, 45]), contentType: valid().contentType }),
    ],
    [
      'a file under another field name',
      () => multipart([...fieldsOf(), { name: 'attachment', fileName: 'a.pdf', bytes: pdfBytes() }]),
    ],
    ['a field far too long', () => multipart([{ name: 'shipmentId', value: 'S'.repeat(10_000) }])],
    [
      'too many fields',
      () => multipart(Array.from({ length: 50 }, (_, index) => ({ name: `f${index}`, value: 'x' }))),
    ],
    [
      'a NUL in a field',
      () =>
        multipart([
          ...fieldsOf().map((field) =>
            field.name === 'shipmentId' ? { ...field, value: `${field.value}\u0000` } : field,
          ),
          ...filesOf(),
        ]),
    ],
    ['no files at all', () => multipart(fieldsOf())],
    [
      'no shipment',
      () => multipart([...fieldsOf().filter((field) => field.name !== 'shipmentId'), ...filesOf()]),
    ],
  ];
}

/** The form of one upload: the shipment, its type, and files (name and bytes). */
export function uploadForm(
  shipmentId: string,
  docType: string | null,
  files: readonly { fileName: string; bytes: Uint8Array; type?: string }[],
): FormPart[] {
  return [
    { name: 'shipmentId', value: shipmentId },
    { name: 'sourceSystem', value: 'MASTERMIND' },
    { name: 'division', value: '' },
    ...(docType === null ? [] : [{ name: 'docType', value: docType }]),
    ...files.map((file) => ({ name: 'files', ...file })),
  ];
}

/** POST submitDocumentV2 as this caller, on /web or /mobile. */
export function submitDocument(
  test: TestApp,
  caller: TestCaller,
  parts: readonly FormPart[],
  client: 'web' | 'mobile' = 'web',
) {
  const { body, contentType } = multipartBody(parts);
  return test.app.inject({
    method: 'POST',
    url: `/${client}/v2/submitDocumentV2`,
    headers: { ...caller.headers, 'content-type': contentType },
    payload: body,
  });
}

/** Puts a shipment in the state of a started trip (the trip module's start is not what is checked here). */
export async function startTrip(db: Database, shipmentId: string) {
  await db
    .update(shipments)
    .set({ shipmentState: 'IN_TRANSIT', executionStatus: 'STARTED', tripStartedAt: detailsNow })
    .where(eq(shipments.shipmentId, shipmentId));
}

/** The uploaded (non-system) document rows of a shipment, by rank. */
export async function uploadedDocumentsOf(db: Database, shipmentId: string) {
  const rows = await db
    .select({
      rank: documents.rank,
      documentType: documents.documentType,
      fileName: documents.fileName,
      extension: documents.extension,
      contentType: documents.contentType,
      source: documents.source,
      storageKey: documents.storageKey,
    })
    .from(documents)
    .innerJoin(shipments, eq(shipments.id, documents.shipmentId))
    .where(eq(shipments.shipmentId, shipmentId));
  return rows.filter((row) => row.source !== 'SYSTEM').sort((a, b) => a.rank - b.rank);
}

/** How many objects the app's store holds: the local folder's files, or the bucket's objects. */
export async function storedObjectCount(test: TestApp, s3?: TestS3Server): Promise<number> {
  if (s3) {
    const client = new S3Client({
      endpoint: s3.settings.endpoint,
      region: s3.settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
    });
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
      return listed.KeyCount ?? 0;
    } finally {
      client.destroy();
    }
  }
  try {
    return (await readdir(fileStoreDir(test.env.DATA_DIR))).length;
  } catch {
    return 0;
  }
}

/** The fields of a listed document, for the read tests' queries. */
const documentFields = /* GraphQL */ `
  fragment DocumentFields on ShipmentDocument {
    documentId
    shipmentId
    displayName
    documentType
    documentExtension
    documentNumber
    fileName
    createdDateTime
    rank
    source
    metadata {
      key
      value
    }
  }
`;

export const listDocumentsQuery = /* GraphQL */ `
  query ($request: DocumentMetaDataRequest!) {
    listRelatedDocumentsV2(documentMetaDataRequest: $request) {
      orderId
      shipmentId
      documents {
        ...DocumentFields
      }
      relatedDocuments {
        ...DocumentFields
      }
    }
  }
  ${documentFields}
`;

export const fetchDocumentQuery = /* GraphQL */ `
  query ($shipmentId: ID!, $sourceTms: String, $documentType: String!, $documentNumber: String!) {
    fetchDocument(
      shipmentId: $shipmentId
      sourceTms: $sourceTms
      documentType: $documentType
      documentNumber: $documentNumber
    ) {
      documents {
        content
        contentType
        document {
          ...DocumentFields
        }
      }
    }
  }
  ${documentFields}
`;

/** A listed document as the read tests look at it. */
export type ListedDocument = {
  documentId: string;
  shipmentId: string;
  displayName: string;
  documentType: string;
  documentExtension: string;
  documentNumber: string;
  fileName: string;
  createdDateTime: string;
  rank: number;
  source: string;
  metadata: { key: string; value: string }[];
};

export type StoredTestDocument = {
  documentType: DocumentType;
  documentNumber: string;
  fileName: string;
  bytes: Uint8Array;
  format: DetectedFormat;
  isRelated?: boolean;
  source?: string;
  metadata?: Record<string, string>;
  createdAt?: Date;
  /** The size the row records, when a test wants it to differ from the bytes'. */
  sizeBytes?: number;
};

/**
 * A document as a source system or the marketplace would have attached it: its bytes in the app's
 * local store (the folder of its DATA_DIR), its row on the shipment. Answers its document id.
 */
export async function storeTestDocument(
  test: TestApp,
  shipmentId: string,
  document: StoredTestDocument,
): Promise<string> {
  const db = test.database.db;
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.shipmentId, shipmentId));
  const storageKey = await createLocalFileStore(fileStoreDir(test.env.DATA_DIR)).put(
    document.bytes,
    document.format,
  );
  const [row] = await db
    .insert(documents)
    .values({
      shipmentId: shipment!.id,
      documentType: document.documentType,
      documentNumber: document.documentNumber,
      displayName: document.fileName,
      fileName: document.fileName,
      extension: document.format,
      contentType: contentTypeOf(storageKey),
      sizeBytes: document.sizeBytes ?? document.bytes.byteLength,
      storageKey,
      source: document.source ?? 'SOURCE',
      isRelated: document.isRelated ?? false,
      metadata: document.metadata ?? {},
      ...(document.createdAt ? { createdAt: document.createdAt } : {}),
    })
    .returning({ id: documents.id });
  return row!.id;
}

/** GET a document's bytes as this caller, on /web or /mobile, with an optional query string. */
export function getDocumentContent(
  test: TestApp,
  caller: TestCaller | null,
  documentId: string,
  { client = 'web', query = '' }: { client?: 'web' | 'mobile'; query?: string } = {},
) {
  return test.app.inject({
    method: 'GET',
    url: `/${client}/v2/documents/${documentId}/content${query}`,
    headers: caller?.headers ?? {},
  });
}
