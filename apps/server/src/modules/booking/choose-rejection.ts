import { isBookable, isCarrierInactive, type BookingCarrier } from '@freight/domain/booking';
import type { BookResultReason } from '@freight/domain/book-result-reasons';
import { formatCents } from '@freight/domain/money';
import type { LoadPostingStatus } from '../../db/schema/loads';
import type { BuyLoadInput } from './booking-input';

export type BookingCarrierFacts = BookingCarrier & { complianceHoldReason: string | null };

/** What the buy use case reads of a posting to decide whether it may be booked now. */
export type BookingPostingFacts = {
  status: LoadPostingStatus;
  buyAllowed: boolean;
  binRateId: string | null;
  totalChargeCents: number | null;
  currency: string;
  lineHaulCents: number | null;
  fuelCents: number | null;
  /** Whether the booking carrier may see the load at all (visibleTo: managed equipment, exclusive tier). */
  isVisible: boolean;
};

export type BookingRate = Pick<
  BuyLoadInput,
  'binRateId' | 'amount' | 'currency' | 'lhlCharges' | 'fsrCharges'
>;

/** The rate the user accepted is the posting's rate now, to the cent (D1-7.16). */
export function isSameRate(posting: BookingPostingFacts, rate: BookingRate): boolean {
  return (
    (posting.binRateId ?? '') === rate.binRateId &&
    posting.totalChargeCents === rate.amount &&
    posting.currency === rate.currency &&
    posting.lineHaulCents === (rate.lhlCharges ?? null) &&
    posting.fuelCents === (rate.fsrCharges ?? null)
  );
}

/**
 * Why a carrier may not book a posting at this rate, or null when it may (D1-4.19, D1-4.24, D1-4.26
 * to D1-4.29). The checks run in this order, so that the answer names what the user can act on first:
 * the carrier (inactive, on hold), the posting (gone, withdrawn, booked, not bookable online), the rate,
 * and last whether the carrier is equipped for the load. An inactive ASL carrier is exempt (D1-4.24).
 */
export function chooseRejection(
  carrier: BookingCarrierFacts,
  posting: BookingPostingFacts | null,
  rate: BookingRate,
): BookResultReason | null {
  if (isCarrierInactive(carrier, null)) return 'carrierInactive';
  if (carrier.complianceHoldReason) return 'complianceHold';
  if (!posting || posting.status === 'EXPIRED') return 'noLongerAvailable';
  if (posting.status === 'WITHDRAWN') return 'withdrawn';
  if (posting.status === 'BOOKED') return 'alreadyBooked';
  const totalCharge = posting.totalChargeCents === null ? null : formatCents(posting.totalChargeCents);
  if (!isBookable({ buyAllowed: posting.buyAllowed, rate: { totalCharge } })) return 'notBookable';
  if (!isSameRate(posting, rate)) return 'rateChanged';
  if (!posting.isVisible) return 'equipmentNotAllowed';
  return null;
}
