import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadPostingPage } from '../api/paged-load-postings';

/**
 * 'N Match(es)' of a result list (D1-2.20, D3-2.65), from its last page: a search counts its matches up
 * to a cap, past which the server says so and the count reads '1,000+ Matches' (decision 054).
 */
export function MatchCountText({
  page,
}: {
  /** Undefined until the list's first page has come: the line is there, empty, so that nothing below it
   * moves when the count comes, and the live region exists before the count is said. */
  page: Pick<LoadPostingPage, 'totalRecords' | 'totalRecordsCapped'> | undefined;
}) {
  const { t } = useTranslation();
  const key = page?.totalRecordsCapped ? 'results.matchesAtLeast' : 'results.matches';
  return (
    <Text aria-live="polite" mih="1lh">
      {page && t(key, { count: page.totalRecords })}
    </Text>
  );
}
