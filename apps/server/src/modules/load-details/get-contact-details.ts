import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { contactContentType } from '@freight/domain/content-types';
import { content } from '../../db/schema/content';
import { resolveLanguage } from '@freight/locales/languages';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { getLoadPosting } from '../postings/get-load-posting';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { message } from '../../platform/i18n';

export const contactNotFoundMessage = message('loadDetails.contactNotFound');

export const contactParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, issueMessage('input.shipmentOrLoadId')),
});

export type ContactDetails = {
  shipmentId: string;
  title: string;
  contactName: string;
  email: string | null;
  phone: string | null;
  /** Rich text (HTML) written by the provider's editors; the web sanitises it before showing it. */
  details: string;
};

/** The address of the first `scheme:` link of the text (tel:, mailto:), decoded; null when there is none. */
function linkTarget(html: string, scheme: 'tel' | 'mailto'): string | null {
  const match = new RegExp(`href\\s*=\\s*"${scheme}:([^"?]+)`, 'i').exec(html);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim() || null;
  } catch {
    return null;
  }
}

/**
 * GET /v1/contact/shipment/:id (D1-2.29, D2-7.26): who to call about a load. `id` is a shipment of
 * the caller's carrier (a driver's own only) or the load id of a posting the caller may see (the
 * Contact to Book dialog needs it whatever the contact-us visibility setting, which only decides
 * whether the details panel offers the link outside My Loads). The answer is the contact content of
 * the load's source system in the caller's language, English when it has no translation. The
 * structured phone and e-mail are the tel: and mailto: links of that content, so editors keep one text.
 * Anything else is NOT_FOUND (D1-8.04: the web shows 'Contact Details Not Found').
 */
export async function getContactDetails(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  params: unknown,
  acceptLanguage: string | undefined,
): Promise<ContactDetails> {
  const { id } = parseInput(contactParamsSchema, params, message('invalidPath'));
  const shipment = await findCallerShipment(services.db, caller, id);
  const sourceSystem =
    shipment?.shipment.sourceSystem ?? (await getLoadPosting(services, caller, id))?.sourceSystem;
  if (!sourceSystem) throw notFound(contactNotFoundMessage);
  const language = resolveLanguage({ acceptLanguage });
  const rows = await services.db
    .select({ locale: content.locale, title: content.title, body: content.body })
    .from(content)
    .where(
      and(
        eq(content.contentType, contactContentType),
        eq(content.key, sourceSystem),
        inArray(content.locale, [language, 'en']),
      ),
    );
  const chosen = rows.find((row) => row.locale === language) ?? rows[0];
  if (!chosen) throw notFound(contactNotFoundMessage);
  return {
    shipmentId: shipment?.shipment.shipmentId ?? id.toUpperCase(),
    title: chosen.title,
    // The source system's carrier desk is the contact: the content's title names it.
    contactName: chosen.title,
    email: linkTarget(chosen.body, 'mailto'),
    phone: linkTarget(chosen.body, 'tel'),
    details: chosen.body,
  };
}
