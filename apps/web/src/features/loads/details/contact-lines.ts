import type { ContactDetails } from './api/get-contact';

// The rich text of a contact usually holds the desk's name, phone and e-mail already: the contact
// route reads the phone and e-mail from its tel: and mailto: links, and names the desk after the
// content's title, which is also the dialog's. The dialog adds a line only for what neither shows, so
// each phone number and address appears once.

export type ContactLines = { name: string | null; phone: string | null; email: string | null };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees of some HTML, roughly: tags dropped, the common entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_match, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** A North American number is the same with or without its country code 1. */
function phoneKey(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Every phone number the HTML writes, in its text or as a tel: link, by its digits. */
function phonesIn(html: string): Set<string> {
  return new Set((html.match(/\+?\d[\d\s().-]{5,}\d/g) ?? []).map(phoneKey));
}

export function contactLinesToShow(contact: ContactDetails): ContactLines {
  const html = contact.details ?? '';
  const text = visibleText(html);
  const lowered = html.toLowerCase();
  const isSame = (a: string, b: string | null) =>
    b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
  const { contactName: name, phone, email } = contact;
  return {
    name: name && !isSame(name, contact.title) && !text.includes(name.trim().toLowerCase()) ? name : null,
    phone: phone && !phonesIn(html).has(phoneKey(phone)) ? phone : null,
    email: email && !lowered.includes(email.trim().toLowerCase()) ? email : null,
  };
}
