import { formatRate } from '@freight/domain/load-format';
import { parseMoneyToCents } from '@freight/domain/money';

// How the payment tracker writes its days, moments and amounts: through Intl, in the reader's locale.

type Formatters = Map<string, Intl.DateTimeFormat>;
const formatters: Formatters = new Map();

function dateFormatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day (YYYY-MM-DD) as the locale writes it: the same day wherever the reader is. */
export function formatPaymentDay(day: string, locale: string): string {
  const moment = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(moment) ? day : dateFormatter(locale, 'UTC').format(moment);
}

/**
 * The day of a moment (ISO 8601) in the configuration's default zone (app.defaultTimeZone, the one the
 * server counts the payment terms in), as the locale writes it.
 */
export function formatPaymentMoment(moment: string, locale: string, timeZone: string): string {
  const time = Date.parse(moment);
  return Number.isNaN(time) ? moment : dateFormatter(locale, timeZone).format(time);
}

/** A decimal amount of the API in its currency, as the locale writes it; a text that is not one as it came. */
export function formatPaymentAmount(amount: string, currency: string, locale: string): string {
  const cents = parseMoneyToCents(amount);
  return cents === undefined ? amount : formatRate(cents, currency, locale);
}
