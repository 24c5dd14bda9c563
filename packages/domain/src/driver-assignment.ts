// Driver assignment rules shared by the confirm dialogs and the server's assign use case (D2-4).

/**
 * A driver is confirmed only with a predecessor shipment to start from or a chosen start location
 * (D2-4.21): the dialogs keep Confirm disabled until then, and the server refuses it otherwise.
 */
export function hasDriverStart(start: {
  predecessorShipmentId?: string | null | undefined;
  startLocation?: object | null | undefined;
}): boolean {
  return Boolean(start.predecessorShipmentId) || Boolean(start.startLocation);
}
