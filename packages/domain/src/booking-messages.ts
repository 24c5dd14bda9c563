import type { BookStatus } from './booking';

// Why a booking ended as it did (D1-4.26 to D1-4.31), in English and French. The server answers the
// reason's key with the English text; the booking screens show the text of the user's language. A
// reason's text may name the load ({{loadId}}) or the carrier's compliance hold ({{hold}}).

export const bookResultReasons = [
  'booked',
  'alreadyBooked',
  'noLongerAvailable',
  'rateChanged',
  'notBookable',
  'carrierInactive',
  'equipmentNotAllowed',
  'complianceHold',
  'withdrawn',
  'confirmationPending',
] as const;
export type BookResultReason = (typeof bookResultReasons)[number];

/** The status each reason answers: the table the server's buy use case follows. */
export const statusOfReason: Record<BookResultReason, BookStatus> = {
  booked: 'OK',
  alreadyBooked: 'REJECTED',
  noLongerAvailable: 'REJECTED',
  rateChanged: 'REJECTED',
  notBookable: 'REJECTED',
  carrierInactive: 'REJECTED',
  equipmentNotAllowed: 'REJECTED',
  complianceHold: 'ON_HOLD',
  withdrawn: 'CANCELLED',
  confirmationPending: 'TIMEOUT',
};

export const bookResultMessages: Record<'en' | 'fr', Record<BookResultReason, string>> = {
  en: {
    booked: 'Load {{loadId}} is booked.',
    alreadyBooked: 'Load {{loadId}} has already been booked.',
    noLongerAvailable: 'Load {{loadId}} is no longer available.',
    rateChanged: 'The rate of load {{loadId}} has changed. Review the new rate and book again.',
    notBookable: 'Load {{loadId}} cannot be booked online. Contact us to book it.',
    carrierInactive: 'Your carrier is not currently active. Please contact carrier support.',
    equipmentNotAllowed:
      'Load {{loadId}} needs equipment your carrier is not set up for. Please contact carrier support.',
    complianceHold:
      'Your carrier is on a compliance hold ({{hold}}). Bookings resume once carrier support lifts it.',
    withdrawn: 'Load {{loadId}} was withdrawn by the shipper and can no longer be booked.',
    confirmationPending:
      'Your booking of load {{loadId}} is waiting for the shipper to confirm it. It will appear in Carrier Assigned once confirmed.',
  },
  fr: {
    booked: 'Le chargement {{loadId}} est réservé.',
    alreadyBooked: 'Le chargement {{loadId}} a déjà été réservé.',
    noLongerAvailable: 'Le chargement {{loadId}} n’est plus disponible.',
    rateChanged:
      'Le tarif du chargement {{loadId}} a changé. Vérifiez le nouveau tarif et réservez de nouveau.',
    notBookable:
      'Le chargement {{loadId}} ne peut pas être réservé en ligne. Contactez-nous pour le réserver.',
    carrierInactive:
      'Votre transporteur n’est pas actif actuellement. Veuillez contacter le soutien aux transporteurs.',
    equipmentNotAllowed:
      'Le chargement {{loadId}} demande un équipement pour lequel votre transporteur n’est pas configuré. Veuillez contacter le soutien aux transporteurs.',
    complianceHold:
      'Votre transporteur fait l’objet d’une suspension de conformité ({{hold}}). Les réservations reprendront quand le soutien aux transporteurs la lèvera.',
    withdrawn: 'Le chargement {{loadId}} a été retiré par l’expéditeur et ne peut plus être réservé.',
    confirmationPending:
      'Votre réservation du chargement {{loadId}} attend la confirmation de l’expéditeur. Elle apparaîtra dans Transporteur assigné une fois confirmée.',
  },
};

export type BookResultParams = { loadId: string; hold?: string };

export function isBookResultReason(value: unknown): value is BookResultReason {
  return typeof value === 'string' && (bookResultReasons as readonly string[]).includes(value);
}

/** The text of a reason in a language, with the load and the hold filled in. */
export function formatBookResultMessage(
  language: 'en' | 'fr',
  reason: BookResultReason,
  params: BookResultParams,
): string {
  return bookResultMessages[language][reason].replace(
    /\{\{(loadId|hold)\}\}/g,
    (_, name: 'loadId' | 'hold') => params[name] ?? '',
  );
}
