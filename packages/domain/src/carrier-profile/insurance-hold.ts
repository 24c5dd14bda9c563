// When a carrier's insurance no longer covers it (D1-4.28: bookings answer ON_HOLD with the carrier's
// compliance hold; D3-3.06 insurances). A source system sends every policy it knows, the expired ones
// included, so a type of insurance is covered while one of its policies runs on the day; the carrier
// is held for each type whose policies have all run out.

export type InsurancePolicy = {
  insuranceTypeCode: string | null;
  insuranceType: string | null;
  /** The policy's last day, YYYY-MM-DD; null when the source gave none (it then never runs out). */
  policyExpirationDate: string | null;
};

/** The insurance types whose every policy ended before `today` (YYYY-MM-DD), each with its last day. */
export function expiredInsuranceTypes(
  policies: readonly InsurancePolicy[],
  today: string,
): { type: string; expiredOn: string }[] {
  const lastDayByType = new Map<string, string | null>();
  for (const policy of policies) {
    const type = policy.insuranceType ?? policy.insuranceTypeCode ?? '';
    const known = lastDayByType.get(type);
    const last = policy.policyExpirationDate;
    // null (no end) beats any day; otherwise the later day wins. ISO days compare as text.
    if (known === undefined) lastDayByType.set(type, last);
    else if (known !== null && (last === null || last > known)) lastDayByType.set(type, last);
  }
  return [...lastDayByType]
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] < today)
    .map(([type, expiredOn]) => ({ type, expiredOn }))
    .sort((a, b) => (a.expiredOn < b.expiredOn ? -1 : a.expiredOn > b.expiredOn ? 1 : 0));
}
