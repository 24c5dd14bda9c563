import type { MyLoadBucket } from './shipment-states';
import { localDateOf } from './zoned-dates';

// The booking flow's decisions (D1-4.18 to D1-4.31, D2-6.05): which button a load card offers, which
// warning comes before the rate confirmation, and what each book result shows. The booking screens and
// the server's buy use case answer these questions with the same functions.

export type BookingAction = 'bookNow' | 'contactToBook' | 'getQualified';

export type BookableLoad = {
  rate: { totalCharge: string | null } | null;
  buyAllowed: boolean;
};

export type BookingCarrier = {
  /** carrierActiveIndicator. */
  active: boolean;
  /** The carrier's source system; ASL carriers are exempt outside My Loads (D1-4.24). */
  source: string | null;
};

/**
 * Whether the carrier counts as inactive where the load is shown (D1-4.24): outside My Loads an
 * inactive carrier from source ASL is exempt; in My Loads the indicator alone decides.
 */
export function isCarrierInactive(carrier: BookingCarrier, module: MyLoadBucket | null): boolean {
  if (carrier.active) return false;
  return module !== null || carrier.source !== 'ASL';
}

/** A load may be bought only with a rate, a total charge and buyAllowed (D1-4.19). */
export function isBookable(load: BookableLoad): boolean {
  return load.buyAllowed && load.rate !== null && Boolean(load.rate.totalCharge);
}

/**
 * The button of a load (D1-4.18, D1-4.23, D1-4.25, D2-6.05): Get Qualified for an inactive carrier
 * (instead of Book Now or Contact to Book), Book Now for a bookable load, Contact to Book otherwise.
 */
export function chooseBookingAction(
  load: BookableLoad,
  carrier: BookingCarrier,
  module: MyLoadBucket | null = null,
): BookingAction {
  if (isCarrierInactive(carrier, module)) return 'getQualified';
  return isBookable(load) ? 'bookNow' : 'contactToBook';
}

export type PreBookWarning = 'combined' | 'sameDay' | 'appointment';

export type PickUpStop = {
  stopType: string;
  sequence: number;
  /** ISO 8601 with the stop's offset. */
  appointmentFrom: string;
  /** 'P' marks a pick-up appointment that is not confirmed yet. */
  appointmentState: string | null;
  timeZone: string;
};

/**
 * The warning before the rate confirmation (D1-4.20): the first pick-up (stop type P) picking up today
 * in its own time zone and with an unconfirmed appointment gives the combined warning; either alone
 * gives its own; neither gives none.
 */
export function choosePreBookWarning(stops: readonly PickUpStop[], nowMs: number): PreBookWarning | null {
  const pickUp = stops
    .filter((stop) => stop.stopType === 'P')
    .reduce<PickUpStop | null>(
      (first, stop) => (first && first.sequence <= stop.sequence ? first : stop),
      null,
    );
  if (!pickUp) return null;
  const isSameDay =
    localDateOf(Date.parse(pickUp.appointmentFrom), pickUp.timeZone) === localDateOf(nowMs, pickUp.timeZone);
  const isUnconfirmed = pickUp.appointmentState === 'P';
  if (isSameDay && isUnconfirmed) return 'combined';
  if (isSameDay) return 'sameDay';
  return isUnconfirmed ? 'appointment' : null;
}

export const bookStatuses = ['OK', 'REJECTED', 'ON_HOLD', 'CANCELLED', 'TIMEOUT'] as const;
export type BookStatus = (typeof bookStatuses)[number];

export type BookResultPresentation = {
  /** The modal's title; null for a status outside the table, which shows the message alone. */
  title: 'thankYou' | 'error' | 'warning' | null;
  buttons: readonly ('viewMoreResults' | 'assignDriver' | 'ok')[];
  /** The load leaves search, recommended and watched results (OK) or recommended and watched (CANCELLED). */
  removesLoadFrom: readonly ('search' | 'recommended' | 'watched')[];
  /** The server's message is shown. */
  showsMessage: boolean;
  /** The app goes to the module's route (TIMEOUT: the booking completes later). */
  navigatesToModule: boolean;
  /** A failure event is logged. */
  logsFailure: boolean;
};

const presentations: Record<BookStatus, BookResultPresentation> = {
  OK: {
    title: 'thankYou',
    buttons: ['viewMoreResults', 'assignDriver'],
    removesLoadFrom: ['search', 'recommended', 'watched'],
    showsMessage: false,
    navigatesToModule: false,
    logsFailure: false,
  },
  REJECTED: {
    title: 'error',
    buttons: ['ok'],
    removesLoadFrom: [],
    showsMessage: true,
    navigatesToModule: false,
    logsFailure: true,
  },
  ON_HOLD: {
    title: 'warning',
    buttons: ['ok'],
    removesLoadFrom: [],
    showsMessage: true,
    navigatesToModule: false,
    logsFailure: true,
  },
  CANCELLED: {
    title: 'error',
    buttons: ['ok'],
    removesLoadFrom: ['recommended', 'watched'],
    showsMessage: true,
    navigatesToModule: false,
    logsFailure: true,
  },
  TIMEOUT: {
    title: 'thankYou',
    buttons: ['ok'],
    removesLoadFrom: [],
    showsMessage: true,
    navigatesToModule: true,
    logsFailure: false,
  },
};

const otherStatus: BookResultPresentation = {
  title: null,
  buttons: ['ok'],
  removesLoadFrom: [],
  showsMessage: true,
  navigatesToModule: false,
  logsFailure: true,
};

export function isBookStatus(value: unknown): value is BookStatus {
  return typeof value === 'string' && (bookStatuses as readonly string[]).includes(value);
}

/** What a book result shows and does (D1-4.26 to D1-4.31). */
export function presentBookResult(status: string): BookResultPresentation {
  return isBookStatus(status) ? presentations[status] : otherStatus;
}

/** What buyLoadRequest answers (D1-7.16): the status, why, and the shipments an OK created. */
export type BookResult = {
  status: BookStatus;
  /** A BookResultReason (book-result-reasons.ts): the catalogues hold its text. */
  reason: string;
  /** The reason in English, with the load filled in. */
  message: string;
  loadId: string;
  shipmentIds: string[];
  /** The carrier's compliance hold (ON_HOLD), which the client puts in its own text; null otherwise. */
  hold: string | null;
};

/** The user type of an owner-operator who assigns themself right after booking (D1-4.26, D2-4.22). */
export const selfAssigningUserType = 'LO3';

export function opensDriverAssignAfterBooking(userType: string | null | undefined): boolean {
  return userType === selfAssigningUserType;
}
