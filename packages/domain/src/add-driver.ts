import * as z from 'zod/mini';

// Add Driver from the List of Drivers (D2-2.40): the fields of Add User that a driver needs, one rule
// for the form and for the server, which checks it again. zod/mini: the schema ships to the browser.

export const addDriverFields = ['firstName', 'lastName', 'mobileNumber', 'email'] as const;
export type AddDriverField = (typeof addDriverFields)[number];
export type AddDriverInput = Record<AddDriverField, string>;

/** What each field's issue says: by default the field's name, a code the form shows in words. */
export type AddDriverMessages = Record<AddDriverField, string>;
const fieldCodes: AddDriverMessages = {
  firstName: 'firstName',
  lastName: 'lastName',
  mobileNumber: 'mobileNumber',
  email: 'email',
};

export const personNameMaxLength = 100;
export const emailMaxLength = 254;

/** The mobile number's digits alone: people type it with or without punctuation. */
export const digitsOf = (value: string) => value.replace(/\D/g, '');

const mobilePunctuation = /^[\d\s().+-]+$/;

/** Digits and the usual punctuation only, with exactly the configured number of digits. */
export function isMobileNumber(value: string, phoneDigits: number): boolean {
  return mobilePunctuation.test(value) && digitsOf(value).length === phoneDigits;
}

/** A first or last name: not blank once trimmed, at most 100 characters. */
function personNameSchema(message: string) {
  return z.string().check(z.trim(), z.minLength(1, message), z.maxLength(personNameMaxLength, message));
}

/** The fields' schemas, for a server schema to take as they are. Values come out trimmed. */
export function addDriverShape(phoneDigits: number, messages: AddDriverMessages = fieldCodes) {
  return {
    firstName: personNameSchema(messages.firstName),
    lastName: personNameSchema(messages.lastName),
    mobileNumber: z.string().check(
      z.trim(),
      z.refine((value) => isMobileNumber(value, phoneDigits), messages.mobileNumber),
    ),
    email: z.pipe(
      z.string().check(z.trim()),
      z.email(messages.email).check(z.maxLength(emailMaxLength, messages.email)),
    ),
  };
}

export function addDriverSchema(phoneDigits: number, messages: AddDriverMessages = fieldCodes) {
  return z.object(addDriverShape(phoneDigits, messages));
}
