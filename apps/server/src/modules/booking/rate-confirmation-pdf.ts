import { formatCents } from '@freight/domain/money';
import { createPdfDocument } from '../../platform/pdf-lines';

// The rate confirmation of a booked load as a one- or two-page PDF (Letter, platform/pdf-lines.ts).
// Pure: the same view gives the same bytes.

export type RateConfirmationStop = {
  sequence: number;
  stopType: string;
  locationName: string | null;
  addressLine1: string | null;
  city: string;
  state: string;
  postalCode: string | null;
  country: string;
  timeZone: string;
  appointmentFrom: Date;
  appointmentTo: Date;
};

export type RateConfirmationView = {
  loadId: string;
  shipmentId: string;
  sourceSystem: string;
  loadType: string;
  transportMode: string;
  totalDistance: number;
  distanceUom: string;
  totalWeight: number;
  weightUom: string;
  carrier: { name: string; commonCarrierId: string; scac: string | null };
  stops: RateConfirmationStop[];
  /** Line haul, fuel surcharge and each accessorial, in that order. */
  charges: { description: string; cents: number }[];
  totalCents: number;
  currency: string;
  termsTitle: string;
  bookedAt: Date;
};

const stopTypeNames: Record<string, string> = {
  P: 'Pick-up',
  D: 'Drop',
  BorderCrossing: 'Border crossing',
  Relay: 'Relay',
};

// Making a formatter costs far more than using one (a rate confirmation has a moment per stop).
const momentFormats = new Map<string, Intl.DateTimeFormat>();

function formatMoment(moment: Date, timeZone: string): string {
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    momentFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/** The rate confirmation PDF of a booked load: who carries what, where and when, for how much. */
export async function renderRateConfirmation(view: RateConfirmationView): Promise<Uint8Array> {
  const { document, write } = await createPdfDocument({
    title: `Rate confirmation ${view.loadId}`,
    subject: `Shipment ${view.shipmentId} for ${view.carrier.name}`,
    createdAt: view.bookedAt,
  });
  const money = (cents: number) => `${formatCents(cents)} ${view.currency}`;
  const firstZone = view.stops[0]?.timeZone ?? 'UTC';

  write.line('Rate Confirmation', { size: 18, bold: true });
  write.gap(4);
  write.line(`Load ${view.loadId}   Shipment ${view.shipmentId}`, { size: 12, bold: true });
  write.line(`Booked at ${formatMoment(view.bookedAt, firstZone)}`);
  write.line(
    `${view.loadType}, ${view.transportMode}, ${view.totalDistance} ${view.distanceUom}, ` +
      `${view.totalWeight} ${view.weightUom}, posted by ${view.sourceSystem}`,
  );
  write.gap();

  write.line('Carrier', { size: 12, bold: true });
  write.line(view.carrier.name);
  write.line(
    `Carrier id ${view.carrier.commonCarrierId}${view.carrier.scac ? `, SCAC ${view.carrier.scac}` : ''}`,
  );
  write.gap();

  write.line('Route', { size: 12, bold: true });
  for (const stop of view.stops) {
    const place = [
      stop.locationName,
      stop.addressLine1,
      stop.city,
      `${stop.state} ${stop.postalCode ?? ''}`.trim(),
      stop.country,
    ]
      .filter(Boolean)
      .join(', ');
    write.line(`${stop.sequence}. ${stopTypeNames[stop.stopType] ?? stop.stopType}: ${place}`, {
      bold: true,
    });
    write.line(
      `${formatMoment(stop.appointmentFrom, stop.timeZone)} to ${formatMoment(stop.appointmentTo, stop.timeZone)}`,
      { indent: 14 },
    );
  }
  write.gap();

  write.line('Charges', { size: 12, bold: true });
  for (const charge of view.charges) write.line(charge.description, { amount: money(charge.cents) });
  write.line('Total', { bold: true, amount: money(view.totalCents) });
  write.gap();

  write.line('Terms and conditions', { size: 12, bold: true });
  write.line(view.termsTitle);
  write.line(`The ${view.loadType} terms and conditions accepted at booking apply to this load.`);
  return document.save();
}
