import type { AppConfig } from '../config';
import { entryForSource, type SourceScope } from '../source-scope';
import { localDateOf } from '../zoned-dates';

// When an approved invoice is expected to be paid (decision 047): the day the source system gave, or
// the day of the approval plus the payment terms of the source (payments.termsDays: SOURCE/DIVISION,
// then the source system, then "default").

type PaymentsConfig = Pick<AppConfig, 'payments' | 'app'>;

const isWholeDays = (days: unknown): days is number =>
  typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 3_650;

/** The days from approval to payment for this source; a configured value that is not whole days is ignored. */
export function paymentTermsDays(shipment: SourceScope, config: Pick<AppConfig, 'payments'>): number {
  const { termsDays } = config.payments;
  const own = entryForSource(termsDays, shipment);
  if (isWholeDays(own)) return own;
  return isWholeDays(termsDays.default) ? termsDays.default : 30;
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The calendar date of an approval: its day on the clock of the configuration's default zone
 * (app.defaultTimeZone, America/New_York: the spec's zone for what is not a stop time, D2-9.07), so the
 * day does not depend on where the server or the reader is.
 */
export function approvalDayOf(approvedAt: Date, config: Pick<AppConfig, 'app'>): string {
  return localDateOf(approvedAt.getTime(), config.app.defaultTimeZone);
}

export type ScheduledPayment = {
  /** YYYY-MM-DD. */
  expectedOn: string;
  /** The source system gave the date (true), or it is the approval day plus the terms (false). */
  isFromSource: boolean;
};

/**
 * The expected day of an approved payment: the source's `scheduledFor` when it gave one, else the
 * approval day plus the terms; null when neither is known (an approval without its time).
 */
export function scheduledPaymentOf(
  shipment: SourceScope & { paymentScheduledFor: string | null; paymentStatusUpdatedAt: Date | null },
  config: PaymentsConfig,
): ScheduledPayment | null {
  if (shipment.paymentScheduledFor !== null)
    return { expectedOn: shipment.paymentScheduledFor, isFromSource: true };
  if (shipment.paymentStatusUpdatedAt === null) return null;
  const approvalDay = approvalDayOf(shipment.paymentStatusUpdatedAt, config);
  return { expectedOn: addDays(approvalDay, paymentTermsDays(shipment, config)), isFromSource: false };
}
