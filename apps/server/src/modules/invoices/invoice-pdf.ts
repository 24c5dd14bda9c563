import { formatRate } from '@freight/domain/load-format';
import type { Language } from '@freight/locales/languages';
import { message, translate, type MessageKey, type MessageValues } from '../../platform/i18n';
import { createPdfDocument, pdfTextWidth } from '../../platform/pdf-lines';
import type { InvoiceContent } from './read-invoice-content';

// The invoice the provider prepares (D2-7.22), as a PDF (Letter, platform/pdf-lines.ts) in its reader's
// language: the dispatcher who asked for it, who is also the one it is e-mailed to. Amounts have 2
// decimals in the load's currency (D2-9.11), numbers and dates are written with Intl for the
// language's locale (English as in the US, French as in Canada, as the web app writes them). Pure:
// the same content in the same language gives the same bytes.

const formatLocales: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

/** The locale the invoice's numbers and dates are written in, for its reader's language. */
export function invoiceLocaleOf(language: Language): string {
  return formatLocales[language];
}

/** The table of charges: description, rate, per, quantity, amount (widths in points). */
const columns = {
  description: { at: 0, width: 200 },
  rate: { at: 208, width: 82 },
  qualifier: { at: 298, width: 50 },
  quantity: { at: 356, width: 60 },
  amount: { at: 424, width: pdfTextWidth - 424 },
};

export async function renderInvoicePdf(content: InvoiceContent, language: Language): Promise<Uint8Array> {
  const locale = invoiceLocaleOf(language);
  const t = (key: MessageKey, values?: MessageValues) => translate(language, message(key, values));
  const money = (cents: number) => formatRate(cents, content.currency, locale);
  const number = (text: string) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(text));
  const moment = (at: Date | null, timeZone: string) =>
    at
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at)
      : t('invoices.pdf.notRecorded');
  // The invoice is dated in the zone of the delivery, where the trip ended.
  const lastZone = content.stops.at(-1)?.timeZone ?? 'UTC';
  const { shipment, carrier } = content;

  const { document, write } = await createPdfDocument({
    title: t('invoices.pdf.documentTitle', { invoiceNumber: content.invoiceNumber }),
    subject: t('invoices.pdf.subject', { shipmentId: shipment.shipmentId, carrier: carrier.name }),
    createdAt: content.issuedAt,
    language: locale,
  });

  write.line(t('invoices.pdf.title'), { size: 18, bold: true });
  write.gap(4);
  write.line(t('invoices.pdf.invoiceNumber', { invoiceNumber: content.invoiceNumber }), {
    size: 12,
    bold: true,
  });
  write.line(
    t('invoices.pdf.invoiceDate', {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: lastZone }).format(
        content.issuedAt,
      ),
    }),
  );
  write.gap();

  write.line(t('invoices.pdf.carrier'), { size: 12, bold: true });
  write.line(carrier.name, { bold: true });
  if (carrier.addressLine1) write.line(carrier.addressLine1);
  const place = [carrier.city, [carrier.state, carrier.postalCode].filter(Boolean).join(' '), carrier.country]
    .filter(Boolean)
    .join(', ');
  if (place) write.line(place);
  write.line(
    [
      t('invoices.pdf.carrierId', { commonCarrierId: carrier.commonCarrierId }),
      carrier.scac && t('invoices.pdf.scac', { scac: carrier.scac }),
      carrier.mcNumber && t('invoices.pdf.mcNumber', { mcNumber: carrier.mcNumber }),
      carrier.usdotNumber && t('invoices.pdf.usdotNumber', { usdotNumber: carrier.usdotNumber }),
    ]
      .filter(Boolean)
      .join(', '),
  );
  write.gap();

  write.line(
    [
      t('invoices.pdf.shipment', { shipmentId: shipment.shipmentId }),
      shipment.loadId && t('invoices.pdf.load', { loadId: shipment.loadId }),
      shipment.orderId && t('invoices.pdf.order', { orderId: shipment.orderId }),
      shipment.carrierPro && t('invoices.pdf.carrierPro', { carrierPro: shipment.carrierPro }),
    ]
      .filter(Boolean)
      .join('   '),
    { size: 12, bold: true },
  );
  write.line(
    t('invoices.pdf.loadDescription', {
      loadType: shipment.loadType,
      transportMode: shipment.transportMode,
      sourceSystem: shipment.sourceSystem,
    }),
  );
  write.gap();

  write.line(t('invoices.pdf.route'), { size: 12, bold: true });
  for (const stop of content.stops) {
    const where = [
      stop.locationName,
      stop.city,
      [stop.state, stop.postalCode].filter(Boolean).join(' '),
      stop.country,
    ]
      .filter(Boolean)
      .join(', ');
    write.line(`${stop.sequence}. ${t(`invoices.pdf.stopTypes.${stop.stopType}`)}: ${where}`, {
      bold: true,
    });
    write.line(
      t('invoices.pdf.stopTimes', {
        arrival: moment(stop.arrival, stop.timeZone),
        departure: moment(stop.departure, stop.timeZone),
      }),
      { indent: 14 },
    );
  }
  write.gap();

  write.line(t('invoices.pdf.charges'), { size: 12, bold: true });
  write.row(
    [
      { text: t('invoices.pdf.description'), ...columns.description },
      { text: t('invoices.pdf.rate'), ...columns.rate, align: 'right' },
      { text: t('invoices.pdf.qualifier'), ...columns.qualifier },
      { text: t('invoices.pdf.quantity'), ...columns.quantity, align: 'right' },
      { text: t('invoices.pdf.amount'), ...columns.amount, align: 'right' },
    ],
    { bold: true },
  );
  for (const item of content.costItems)
    write.row([
      { text: item.description, ...columns.description },
      { text: item.rateCents === null ? '' : money(item.rateCents), ...columns.rate, align: 'right' },
      { text: item.rateQualifier ?? '', ...columns.qualifier },
      { text: item.quantity === null ? '' : number(item.quantity), ...columns.quantity, align: 'right' },
      { text: money(item.totalCents), ...columns.amount, align: 'right' },
    ]);
  write.gap(4);
  write.line(t('invoices.pdf.total'), { size: 12, bold: true, amount: money(content.totalCents) });
  write.gap(16);
  write.line(t('invoices.pdf.prepared', { shipmentId: shipment.shipmentId, carrier: carrier.name }), {
    size: 8,
  });
  return document.save();
}
