import { translate, type Message } from '../platform/i18n';

/** A message as a caller without Accept-Language reads it: what the tests assert on the answers. */
export const inEnglish = (text: Message): string => translate('en', text);
