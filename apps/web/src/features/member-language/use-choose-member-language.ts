import { useCallback } from 'react';
import { useApiClient } from '../../lib/api-provider';
import { changeLanguage, type Language } from '../../lib/i18n';
import { setMemberLanguageDocument } from './api/set-member-language';

/**
 * The signed-in member's choice of language (decision 064): the app switches at once, and the server
 * keeps it for the mails, pushes and SMS it writes to them. The server's copy is a convenience: a
 * failed call (offline) leaves the app in the chosen language, and the language the app sends with
 * its calls still reaches the server for a member who never chose.
 */
export function useChooseMemberLanguage(): (language: Language) => void {
  const client = useApiClient();
  return useCallback(
    (language: Language) => {
      void changeLanguage(language);
      client.request(setMemberLanguageDocument, { language }).catch((error: unknown) => {
        console.warn('the member language was not saved', error);
      });
    },
    [client],
  );
}
