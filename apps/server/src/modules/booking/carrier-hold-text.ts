import { z } from 'zod';
import type { Language } from '@freight/locales/languages';
import { message, translate } from '../../platform/i18n';

// A carrier's compliance hold as a booking keeps it (bookings.hold) and answers it (decision 064): the
// text a source system or support set by hand, kept as it was written, or the insurances that ran out,
// kept as their catalogue message's values so that each reader gets them in their language. Holds
// stored before this were English text, which reads as a hand-set one.

const expiredInsurancesSchema = z.object({
  insuranceExpired: z.array(z.object({ type: z.string(), expiredOn: z.iso.date() })).min(1),
});

type ExpiredInsurance = { type: string; expiredOn: string };

/** The stored form of a hold for insurances that ran out (expiredInsuranceTypes). */
export const expiredInsuranceHold = (expired: readonly ExpiredInsurance[]): string =>
  JSON.stringify({ insuranceExpired: expired });

/** A day (YYYY-MM-DD) through Intl in the language, as the calendar day it is. */
const dayIn = (language: Language, day: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function expiredInsurancesOf(hold: string): ExpiredInsurance[] | null {
  if (!hold.startsWith('{')) return null;
  try {
    const parsed = expiredInsurancesSchema.safeParse(JSON.parse(hold));
    return parsed.success ? parsed.data.insuranceExpired : null;
  } catch {
    return null;
  }
}

/** A stored hold as a reader in `language` reads it: the expired insurances translated, else as written. */
export function holdTextIn(language: Language, hold: string | null | undefined): string | null {
  if (!hold) return null;
  const expired = expiredInsurancesOf(hold);
  if (!expired) return hold;
  return expired
    .map(({ type, expiredOn }) =>
      translate(
        language,
        message('booking.insuranceExpired', { type, expiredOn: dayIn(language, expiredOn) }),
      ),
    )
    .join('; ');
}
