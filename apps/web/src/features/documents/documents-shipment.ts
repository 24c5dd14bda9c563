// What the Documents tab needs to know of its shipment, which the details panel passes it: which one
// (its id), where it comes from (its source system and division decide the upload types, D2-6.15),
// its load type (who views documents, D2-6.09), whether it is on a dray route (related documents,
// D2-6.14) and whether its trip has started (uploads, D2-5.28).
export type DocumentsShipment = {
  shipmentId: string;
  sourceSystem: string;
  division: string | null;
  loadType: string;
  isDrayRoute: boolean;
  executionStatus: string | null;
};
