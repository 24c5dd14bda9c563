import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-provider';
import { getContactQueryKey } from '../../query-keys';

// D1-7 GET /v1/contact/shipment/{id}: who to call about a load (Contact Us, D1-2.29). The id is the
// shipment's, or the load id of a posting. 404 when there is no contact; `details` is HTML written in
// the source system, so it is sanitised before it is shown.

export type ContactDetails = {
  shipmentId: string;
  title: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  /** Rich text (HTML). */
  details: string | null;
};

export function getContactPath(id: string): string {
  return `/v1/contact/shipment/${encodeURIComponent(id)}`;
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** The contact of the answer; throws on an answer that is not one, which reads as 'not found'. */
export function parseContactDetails(body: unknown): ContactDetails {
  if (typeof body !== 'object' || body === null) throw new Error('Unexpected contact answer');
  const item = body as Record<string, unknown>;
  const contact = {
    shipmentId: typeof item.shipmentId === 'string' ? item.shipmentId : '',
    title: optionalText(item.title),
    contactName: optionalText(item.contactName),
    email: optionalText(item.email),
    phone: optionalText(item.phone),
    details: optionalText(item.details),
  };
  if (!contact.contactName && !contact.email && !contact.phone && !contact.details) {
    throw new Error('The contact answer holds no contact');
  }
  return contact;
}

/**
 * Fetches the contact when Contact Us is chosen (not before: most panels are never asked), reusing an
 * answer of the last minutes. Resolves with the contact or rejects, and the caller tells which.
 */
export function useFetchContact() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: getContactQueryKey(id),
      staleTime: 5 * 60_000,
      retry: false,
      queryFn: async ({ signal }) =>
        parseContactDetails(await client.getJson(getContactPath(id), { signal })),
    });
}
