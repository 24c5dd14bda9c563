import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchRuleIssue } from '@freight/domain/search/validation';
import { searchRuleMessages } from '@freight/domain/search-messages';
import { useConfig } from '../../lib/config-provider';
import { resolveConfigText } from '../../lib/config-text';

/**
 * The text of a broken search rule in the user's language (D1-5). The texts live in packages/domain,
 * beside the rules, because the server answers with the same English ones; the pick-up range message
 * can be replaced by configuration (D1-5.07).
 */
export function useSearchRuleMessage(): (issue: SearchRuleIssue) => string {
  const { i18n } = useTranslation();
  const { pickupRangeError } = useConfig().search;
  const language = i18n.language?.startsWith('fr') ? 'fr' : 'en';
  return useCallback(
    (issue) => {
      const text = searchRuleMessages[language][issue];
      return issue === 'pickupRangeReversed' ? resolveConfigText(pickupRangeError, language, text) : text;
    },
    [language, pickupRangeError],
  );
}
