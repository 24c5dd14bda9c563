import type { Language } from '../../lib/i18n';

// The support feature's query keys, each defined once.

const root = 'support';

/** The help menu in one language (getUserHelpContent). */
export function helpContentQueryKey(locale: Language) {
  return [root, 'help', locale] as const;
}

/** Who sends feedback: the signed-in member's names and company. */
export function feedbackSenderQueryKey(upn: string) {
  return [root, 'sender', upn] as const;
}
