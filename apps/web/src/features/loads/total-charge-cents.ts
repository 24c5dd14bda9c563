import { parseMoneyToCents } from '@freight/domain/money';
import type { LoadCardPosting } from './api/load-posting';

/** The total charge in cents, or null when the load has no rate (Contact to Book). */
export function totalChargeCents(rate: LoadCardPosting['rate']): number | null {
  if (!rate?.totalCharge) return null;
  return parseMoneyToCents(rate.totalCharge) ?? null;
}
