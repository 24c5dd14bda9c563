import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCents } from '@freight/domain/money';

// The rate confirmation of a booked load as a one- or two-page PDF (Letter), in the standard Helvetica
// fonts so that no font file ships with the server. Pure: the same view gives the same bytes.

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

const pageSize: [number, number] = [612, 792];
const margin = 54;
const amountColumn = pageSize[0] - margin;

// Helvetica's standard encoding (WinAnsi) has no glyph for many characters: typographic quotes and
// dashes get their plain forms, spaces of any kind a space, anything else outside Latin-1 a '?'.
const plainForms: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-' };
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (plainForms[char]) return plainForms[char];
      if (/\s/.test(char)) return ' ';
      const code = char.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) ? char : '?';
    })
    .join('');
}

const stopTypeNames: Record<string, string> = {
  P: 'Pick-up',
  D: 'Drop',
  BorderCrossing: 'Border crossing',
  Relay: 'Relay',
};

function formatMoment(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(moment);
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Writes lines top-down, starting a new page when one is full. */
function createWriter(document: PDFDocument, fonts: Fonts) {
  let page: PDFPage = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  const ensureRoom = (height: number) => {
    if (y - height >= margin) return;
    page = document.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const fit = (text: string, font: PDFFont, size: number, width: number) => {
    const plain = toWinAnsi(text);
    if (font.widthOfTextAtSize(plain, size) <= width) return plain;
    let cut = plain.length;
    while (cut > 0 && font.widthOfTextAtSize(`${plain.slice(0, cut)}...`, size) > width) cut -= 1;
    return `${plain.slice(0, cut)}...`;
  };
  return {
    line(text: string, options: { size?: number; bold?: boolean; indent?: number; amount?: string } = {}) {
      const size = options.size ?? 10;
      const font = options.bold ? fonts.bold : fonts.regular;
      ensureRoom(size + 5);
      y -= size + 5;
      const x = margin + (options.indent ?? 0);
      const amountWidth = options.amount ? font.widthOfTextAtSize(options.amount, size) : 0;
      const width = amountColumn - x - (options.amount ? amountWidth + 12 : 0);
      page.drawText(fit(text, font, size, width), { x, y, size, font, color: rgb(0, 0, 0) });
      if (options.amount) page.drawText(options.amount, { x: amountColumn - amountWidth, y, size, font });
    },
    gap(height = 8) {
      y -= height;
    },
  };
}

/** The rate confirmation PDF of a booked load: who carries what, where and when, for how much. */
export async function renderRateConfirmation(view: RateConfirmationView): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title = `Rate confirmation ${view.loadId}`;
  document.setTitle(title);
  document.setSubject(`Shipment ${view.shipmentId} for ${view.carrier.name}`);
  document.setCreator('Freight Marketplace');
  document.setProducer('Freight Marketplace');
  document.setCreationDate(view.bookedAt);
  document.setModificationDate(view.bookedAt);
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const write = createWriter(document, fonts);
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
