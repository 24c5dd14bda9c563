// The mobile number of the user form (D3-5.13, D3-5.14, D3-9.01): typed as ddd-ddd-dddd, 10 digits,
// with a country code of the configured list (+1 for the USA and Canada, +52 for Mexico). The server's
// validatePhoneNumber (D3-7.07) answers with the same rule, so the form and the API never disagree.

/** Digits and hyphens only (D3-5.14): what the mobile input accepts. */
const digitsAndHyphens = /^[\d-]*$/;

/** What the mobile input keeps of a keystroke: digits and hyphens, at most the formatted length. */
export function cleanMobileInput(value: string, formattedLength: number): string {
  return value.replace(/[^\d-]/g, '').slice(0, formattedLength);
}

/** ddd-ddd-dddd for 10 digits; anything else as its digits. */
export function formatMobileNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

export type PhoneRules = {
  phoneDigits: number;
  phoneFormattedLength: number;
  countryCodes: readonly { code: string; countries: readonly string[] }[];
};

/** The country code is one of the configured ones (+1, +52). */
export function isKnownCountryCode(countryCode: string, rules: Pick<PhoneRules, 'countryCodes'>): boolean {
  return rules.countryCodes.some((entry) => entry.code === countryCode);
}

/**
 * The number a person may be reached at, for its country code (D3-5.13, D3-9.01): digits and hyphens
 * only, the configured number of digits (10). Under +1 it is a North American number, whose area code
 * and exchange never start with 0 or 1; a Mexican number (+52) is any 10 digits.
 */
export function isValidMobileNumber(value: string, countryCode: string, rules: PhoneRules): boolean {
  if (!digitsAndHyphens.test(value) || !isKnownCountryCode(countryCode, rules)) return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length !== rules.phoneDigits) return false;
  if (countryCode === '+1') return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
  return true;
}

/** A phone as the tel: link dials it (D3-5.29): the text cleaned to plus and digits only. */
export function dialableNumber(text: string): string {
  return text.replace(/[^\d+]/g, '');
}
