import type {
  ShipmentCommodity,
  ShipmentCostItem,
  ShipmentDetails,
  ShipmentDocumentSummary,
  ShipmentReference,
} from '../../generated/graphql';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { showsDetailTab, type LoadDetailsContext } from '@freight/domain/load-details';
import { formatCents } from '@freight/domain/money';
import type { Executor } from '../../db/client';
import { documents } from '../../db/schema/documents';
import {
  shipmentCostItems,
  shipmentReferences,
  shipmentServices,
  shipmentStops,
  stopCommodities,
} from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { readDetailStops, type ShipmentDetailStopView } from './detail-stops';
import { findCallerShipment, type ShipmentRow } from './find-caller-shipment';
import { toShipmentSummary, type ShipmentSummaryView } from './shipment-summary';

// The ShipmentDetails of the GraphQL contract (load-details.graphql).

export type ShipmentCommodityView = ShipmentCommodity;

export type ShipmentCostItemView = ShipmentCostItem;

export type ShipmentDocumentSummaryView = ShipmentDocumentSummary;

export type ShipmentReferenceView = ShipmentReference;

/** Where the trip stands (decision 037): what the trip screen reads besides the stops. */
export type TripFieldsView = Pick<
  ShipmentDetails,
  | 'division'
  | 'carrierPro'
  | 'executionStatus'
  | 'gpsTrackingStatus'
  | 'managedEquipment'
  | 'isDrayRoute'
  | 'startCity'
  | 'startState'
  | 'startCountry'
  | 'startDateTime'
  | 'version'
  | 'isCallerDriver'
>;

function tripFieldsOf(shipment: ShipmentRow, isCallerDriver: boolean): TripFieldsView {
  return {
    division: shipment.division,
    carrierPro: shipment.carrierPro,
    executionStatus: shipment.executionStatus,
    gpsTrackingStatus: shipment.gpsTrackingStatus,
    managedEquipment: shipment.managedEquipment,
    isDrayRoute: shipment.isDrayRoute,
    startCity: shipment.startCity,
    startState: shipment.startState,
    startCountry: shipment.startCountry,
    startDateTime: shipment.startDateTime?.toISOString() ?? null,
    version: shipment.version,
    isCallerDriver,
  };
}

export type ShipmentDetailsView = ShipmentSummaryView &
  TripFieldsView & {
    stops: ShipmentDetailStopView[];
    hasServices: boolean;
    services: { serviceDescription: string }[] | null;
    /** What the lists of the other tabs are read with, when a query asks for them (shipmentTabList). */
    tabSource: { shipmentUuid: string; context: LoadDetailsContext };
  };

/** The shipment details as the GraphQL contract answers them, with every tab's list. */
export type ShipmentDetailsAnswer = Omit<ShipmentDetailsView, 'tabSource'> & {
  commodities: ShipmentCommodityView[] | null;
  references: ShipmentReferenceView[] | null;
  documents: ShipmentDocumentSummaryView[] | null;
  costItems: ShipmentCostItemView[] | null;
};

/** The tabs whose lists are read only when a query selects them. */
export type ListedTab = 'commodities' | 'references' | 'documents' | 'pay';
type TabList = {
  commodities: ShipmentCommodityView[];
  references: ShipmentReferenceView[];
  documents: ShipmentDocumentSummaryView[];
  pay: ShipmentCostItemView[];
};

function fetchCommodities(db: Executor, shipmentUuid: string): Promise<ShipmentCommodityView[]> {
  return db
    .select({
      commodityDesc: stopCommodities.description,
      packagingType: stopCommodities.packagingType,
      weight: stopCommodities.weight,
      weightUnit: stopCommodities.weightUnit,
      unitCount: stopCommodities.unitCount,
    })
    .from(stopCommodities)
    .innerJoin(shipmentStops, eq(shipmentStops.id, stopCommodities.stopId))
    .where(eq(shipmentStops.shipmentId, shipmentUuid))
    .orderBy(asc(shipmentStops.sequenceNo), asc(stopCommodities.commoditySeq));
}

function fetchReferences(db: Executor, shipmentUuid: string) {
  // The shipment's own references first, then each stop's in stop order.
  return db
    .select({
      type: shipmentReferences.type,
      value: shipmentReferences.value,
      display: shipmentReferences.display,
      stopId: shipmentStops.stopId,
    })
    .from(shipmentReferences)
    .leftJoin(shipmentStops, eq(shipmentStops.id, shipmentReferences.stopId))
    .where(and(eq(shipmentReferences.shipmentId, shipmentUuid), eq(shipmentReferences.display, true)))
    .orderBy(
      sql`${shipmentStops.sequenceNo} asc nulls first`,
      asc(shipmentReferences.type),
      asc(shipmentReferences.value),
    );
}

function fetchDocuments(db: Executor, shipmentUuid: string): Promise<ShipmentDocumentSummaryView[]> {
  return db
    .select({
      documentId: documents.id,
      documentType: documents.documentType,
      displayName: documents.displayName,
      fileName: documents.fileName,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.shipmentId, shipmentUuid))
    .orderBy(desc(documents.createdAt), asc(documents.id))
    .then((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
}

async function fetchCostItems(db: Executor, shipmentUuid: string): Promise<ShipmentCostItemView[]> {
  const rows = await db
    .select({
      description: shipmentCostItems.description,
      // The Pay tab shows money with 2 decimals (D1-3.16); a per-mile rate is stored with 4.
      rateCents: sql<number | null>`round(${shipmentCostItems.rate} * 100)::bigint`.mapWith(Number),
      rateQualifier: shipmentCostItems.rateQualifier,
      quantity: shipmentCostItems.quantity,
      totalAmountCents: shipmentCostItems.totalAmountCents,
    })
    .from(shipmentCostItems)
    .where(eq(shipmentCostItems.shipmentId, shipmentUuid))
    // Items carry no sequence: the largest (the line haul) first, then by name, the same every time.
    .orderBy(desc(shipmentCostItems.totalAmountCents), asc(shipmentCostItems.description));
  return rows.map((row) => ({
    costBreakdownDescription: row.description,
    rate: row.rateCents === null ? null : formatCents(row.rateCents),
    rateQlfr: row.rateQualifier,
    qty: row.quantity,
    totalAmount: formatCents(row.totalAmountCents),
  }));
}

/**
 * getShipmentDetails (D1-2.23 to D1-2.30, D2-3.02): a shipment of the caller's carrier (a driver's
 * own only, D2-6.02) with what its details panel shows. A tab's list is null when the rules of
 * @freight/domain/load-details hide that tab from the caller in the shipment's My Loads module (the
 * web hides the tab; the server does not send its data), and its query is not even run; the lists
 * are read by field (shipmentTabList), so a query that does not select a tab does not read it.
 */
export async function getShipmentDetails(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  shipmentId: string,
): Promise<ShipmentDetailsView | null> {
  const { db } = services;
  const found = await findCallerShipment(db, caller, shipmentId);
  if (!found) return null;
  const { shipment, loadId, isCallerDriver } = found;
  const [stops, serviceRows, config] = await Promise.all([
    readDetailStops(db, [shipment.id]),
    db
      .select({ serviceDescription: shipmentServices.serviceDescription })
      .from(shipmentServices)
      .where(eq(shipmentServices.shipmentId, shipment.id))
      .orderBy(asc(shipmentServices.serviceDescription)),
    services.appConfig(),
  ]);
  const summary = toShipmentSummary(shipment, loadId, caller.roles);
  const context: LoadDetailsContext = {
    module: summary.myLoadsBucket,
    roles: caller.roles,
    features: config.features,
    loadType: shipment.loadType,
    hasServices: serviceRows.length > 0,
  };
  return {
    ...summary,
    ...tripFieldsOf(shipment, isCallerDriver),
    stops: stops.get(shipment.id) ?? [],
    hasServices: context.hasServices,
    services: showsDetailTab('services', context) ? serviceRows : null,
    tabSource: { shipmentUuid: shipment.id, context },
  };
}

const tabReaders: { [Tab in ListedTab]: (db: Executor, shipmentUuid: string) => Promise<TabList[Tab]> } = {
  commodities: fetchCommodities,
  references: fetchReferences,
  documents: fetchDocuments,
  pay: fetchCostItems,
};

/**
 * One tab's list of a shipment's details, read only when a query selects it (the panel asks for the
 * documents on first entry to their tab, D1-4.17); null when the rules hide that tab from the caller.
 */
export function shipmentTabList<Tab extends ListedTab>(
  db: Executor,
  details: ShipmentDetailsView,
  tab: Tab,
): Promise<TabList[Tab] | null> {
  const { shipmentUuid, context } = details.tabSource;
  return showsDetailTab(tab, context) ? tabReaders[tab](db, shipmentUuid) : Promise.resolve(null);
}
