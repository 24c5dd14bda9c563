import { expiredInsuranceTypes, type InsurancePolicy } from '@freight/domain/carrier-profile/insurance-hold';
import { expiredInsuranceHold } from './carrier-hold-text';

/**
 * The carrier's compliance hold (D1-4.28: bookings answer ON_HOLD): the hold support or the source
 * system set by hand, else the insurances whose every policy ran out before `today`, as the booking
 * issue foresaw (the carrier profile's insurances, D3-3.06). The expired insurances are kept as their
 * catalogue message's values (carrier-hold-text.ts), so each reader gets them in their language.
 */
export function carrierHoldOf(
  setHold: string | null,
  policies: readonly InsurancePolicy[],
  today: string,
): string | null {
  if (setHold) return setHold;
  const expired = expiredInsuranceTypes(policies, today);
  if (expired.length === 0) return null;
  return expiredInsuranceHold(expired);
}
