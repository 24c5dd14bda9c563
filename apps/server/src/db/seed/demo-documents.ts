import { inArray } from 'drizzle-orm';
import type { DocumentType } from '@freight/domain/stops';
import type { ShipmentState } from '@freight/domain/shipment-states';
import type { FileStore } from '../../platform/file-store';
import type { Transaction } from '../client';
import { documents } from '../schema/documents';
import { shipments } from '../schema/shipments';
import { demoPdf, demoScanPng } from './demo-files';

// The documents of the demo shipments (decision 045), so that the Documents tab shows and opens real
// files: a delivered Power Only load with its proof of delivery and bill of lading, one still missing
// its bill of lading, the source's papers of a Brokerage load, and a PO Dray route whose port and rail
// legs' papers are its related documents. Their bytes are put in the store first; the caller deletes
// the keys pushed to `writtenKeys` if its transaction does not commit.

type DemoFile = {
  documentType: DocumentType;
  name: string;
  /** FILE or CAMERA for an upload, SOURCE for what the source system sent. */
  source: 'FILE' | 'CAMERA' | 'SOURCE';
  /** A PDF of these lines, or a scanned page of this many lines. */
  content: { lines: string[] } | { scannedLines: number };
  isRelated?: boolean;
  metadata?: Record<string, string>;
};

type DemoShipmentFiles = {
  state: ShipmentState;
  sourceSystem: string;
  loadType: string;
  files: DemoFile[];
};

const demoShipmentFiles: DemoShipmentFiles[] = [
  {
    state: 'DELIVERED_WITH_PPWK',
    sourceSystem: 'ASL',
    loadType: 'Power Only',
    files: [
      {
        documentType: 'proofOfDelivery',
        name: 'Signed POD.pdf',
        source: 'FILE',
        content: { lines: ['Received in good order.', 'Signed: J. Alvarez, receiving', 'Pallets: 22'] },
      },
      {
        documentType: 'masterBillOfLading',
        name: 'BOL scan.png',
        source: 'FILE',
        content: { scannedLines: 12 },
      },
    ],
  },
  {
    state: 'DELIVERED_NEEDS_PPWK',
    sourceSystem: 'MASTERMIND',
    loadType: 'Power Only',
    files: [
      {
        documentType: 'proofOfDelivery',
        name: 'POD scan.png',
        source: 'FILE',
        content: { scannedLines: 14 },
      },
    ],
  },
  {
    state: 'DELIVERED_NEEDS_PPWK',
    sourceSystem: 'MERCURYGATE',
    loadType: 'Brokerage',
    files: [
      {
        documentType: 'shipmentTender',
        name: 'Shipment tender.pdf',
        source: 'SOURCE',
        content: { lines: ['Tendered to Great Lakes Freight Co.', 'Equipment: Dry Van', 'Terms: net 30'] },
      },
      {
        documentType: 'rateConfirmation',
        name: 'Rate confirmation.pdf',
        source: 'SOURCE',
        content: { lines: ['Line haul and fuel as tendered.', 'Accessorials by prior approval only.'] },
      },
    ],
  },
  {
    state: 'DRIVER_ASSIGNMENT',
    sourceSystem: 'MASTERMIND',
    loadType: 'PO Dray',
    files: [
      {
        documentType: 'rateConfirmation',
        name: 'Rate confirmation.pdf',
        source: 'SOURCE',
        content: { lines: ['Container move, port to rail ramp.', 'Chassis provided by the port.'] },
      },
      {
        documentType: 'masterBillOfLading',
        name: 'Ocean bill of lading.pdf',
        source: 'SOURCE',
        content: {
          lines: [
            'Vessel: MSC Aurora, voyage 214E',
            'Container: MSCU 482913 7',
            'Port of discharge: Long Beach',
          ],
        },
        isRelated: true,
        metadata: { routeLeg: 'Port pick-up', container: 'MSCU 482913 7' },
      },
      {
        documentType: 'miscellaneous',
        name: 'Equipment interchange receipt.png',
        source: 'SOURCE',
        content: { scannedLines: 9 },
        isRelated: true,
        metadata: { routeLeg: 'Rail ramp', container: 'MSCU 482913 7' },
      },
    ],
  },
];

async function bytesOf(
  file: DemoFile,
  shipmentId: string,
): Promise<{ bytes: Uint8Array; extension: string }> {
  if ('scannedLines' in file.content)
    return { bytes: demoScanPng(file.content.scannedLines), extension: 'png' };
  const title = file.name.replace(/\.pdf$/, '');
  return { bytes: await demoPdf(`${title} - ${shipmentId}`, file.content.lines), extension: 'pdf' };
}

const contentTypes: Record<string, string> = { pdf: 'application/pdf', png: 'image/png' };

/**
 * Adds the demo documents to the first demo shipment of each planned state, source and load type among
 * `shipmentIds`; answers how many it added.
 */
export async function insertDemoDocuments(
  tx: Transaction,
  fileStore: FileStore,
  shipmentIds: readonly string[],
  writtenKeys: string[],
): Promise<number> {
  const rows = await tx
    .select({
      id: shipments.id,
      shipmentId: shipments.shipmentId,
      state: shipments.shipmentState,
      sourceSystem: shipments.sourceSystem,
      loadType: shipments.loadType,
    })
    .from(shipments)
    .where(inArray(shipments.shipmentId, [...shipmentIds]));
  let added = 0;
  for (const plan of demoShipmentFiles) {
    const shipment = rows
      .filter((row) => row.state === plan.state && row.sourceSystem === plan.sourceSystem)
      .find((row) => row.loadType === plan.loadType);
    if (!shipment) continue;
    let rank = 0;
    for (const file of plan.files) {
      const { bytes, extension } = await bytesOf(file, shipment.shipmentId);
      const storageKey = await fileStore.put(bytes, extension);
      writtenKeys.push(storageKey);
      const isUpload = file.source !== 'SOURCE';
      if (isUpload) rank += 1;
      await tx.insert(documents).values({
        shipmentId: shipment.id,
        documentType: file.documentType,
        documentNumber: isUpload
          ? `${shipment.shipmentId}-${rank}`
          : `${file.documentType.toUpperCase()}-${shipment.shipmentId}`,
        displayName: file.name,
        fileName: file.name,
        extension,
        contentType: contentTypes[extension]!,
        sizeBytes: bytes.byteLength,
        storageKey,
        rank: isUpload ? rank : 1,
        source: file.source,
        isRelated: file.isRelated ?? false,
        metadata: file.metadata ?? {},
      });
      added += 1;
    }
  }
  return added;
}
