// Stop types of load postings and shipments (D1-3, D2-2).
export const stopTypes = ['P', 'D', 'BorderCrossing', 'Relay', 'O', 'NFR'] as const;
export type StopType = (typeof stopTypes)[number];

export const equipmentFlows = ['TRAILER_IN', 'TRAILER_OUT', 'INOUT', 'NA'] as const;
export type EquipmentFlow = (typeof equipmentFlows)[number];

export const documentTypes = [
  'masterBillOfLading',
  'lumperReceipt',
  'scaleTicket',
  'miscellaneous',
  'proofOfDelivery',
  'rateConfirmation',
  'shipmentTender',
  'createInvoice',
] as const;
export type DocumentType = (typeof documentTypes)[number];
