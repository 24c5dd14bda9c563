import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchRuleIssue } from '@freight/domain/search/validation';
import { useConfig } from '../../lib/config-provider';
import { resolveConfigText } from '../../lib/config-text';

/**
 * The text of a broken search rule in the user's language (D1-5). The texts are the shared catalogue's
 * (`messages:searchRules`), which the server answers too; the pick-up range message can be replaced by
 * configuration (D1-5.07).
 */
export function useSearchRuleMessage(): (issue: SearchRuleIssue) => string {
  const { t, i18n } = useTranslation('messages');
  const { pickupRangeError } = useConfig().search;
  const language = i18n.language;
  return useCallback(
    (issue) => {
      const text = t(`searchRules.${issue}`);
      return issue === 'pickupRangeReversed' ? resolveConfigText(pickupRangeError, language, text) : text;
    },
    [t, language, pickupRangeError],
  );
}
