import type { LoadPosting } from '../api/load-posting';
import type { BuyLoadInput } from './api/buy-load';

/** The buy request for the rate the user accepted, under the rate confirmation's idempotency key (D1-7.16). */
export function toBuyLoadInput(
  posting: LoadPosting,
  memberId: string,
  carrierId: string,
  idempotencyKey: string,
): BuyLoadInput {
  const rate = posting.rate;
  return {
    userId: memberId,
    carrierId,
    sourceSystem: posting.sourceSystem,
    loadId: posting.loadId,
    binRateId: rate?.binRateIdentifier ?? '',
    amount: rate?.totalCharge ?? '',
    currency: rate?.currency ?? 'USD',
    lhlCharges: rate?.lineHaulCharge?.charge ?? null,
    fsrCharges: rate?.fuelCharge?.charge ?? null,
    idempotencyKey,
  };
}
