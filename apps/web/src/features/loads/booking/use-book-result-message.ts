import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookResultParams, BookResultReason } from '@freight/domain/book-result-reasons';

/**
 * The text of a book result's reason in the user's language (D1-4.26 to D1-4.31), from the shared
 * catalogue the server answers with too (`messages:bookResults`), with the load and the hold filled in.
 */
export function useBookResultMessage(): (reason: BookResultReason, params: BookResultParams) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (reason, { loadId, hold }) => t(`bookResults.${reason}`, { loadId, hold: hold ?? '' }),
    [t],
  );
}
