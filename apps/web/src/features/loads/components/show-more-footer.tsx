import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The foot of every paged list (search results, matched loads, My Loads): a failed page says so, then
// Show N More while records remain, else 'End of list' (D1-4.10, D2-2.15).

type ShowMoreFooterProps = {
  hasMore: boolean;
  /** How many records the next page brings. */
  nextCount: number;
  isLoading: boolean;
  /** While the list shows old records for new criteria, the next page would not fit them. */
  isDisabled?: boolean;
  /** The last Show More failed; the button tries the same page again. */
  hasFailed: boolean;
  onShowMore: () => void;
};

export function ShowMoreFooter({
  hasMore,
  nextCount,
  isLoading,
  isDisabled = false,
  hasFailed,
  onShowMore,
}: ShowMoreFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {hasFailed && (
        <Alert color="red" title={t('errors.generic')}>
          {t('errors.processingRequest')}
        </Alert>
      )}
      {hasMore ? (
        <Button
          variant="light"
          style={{ alignSelf: 'center' }}
          onClick={onShowMore}
          loading={isLoading}
          disabled={isDisabled}
        >
          {t('results.showMore', { number: nextCount })}
        </Button>
      ) : (
        <Text c="dimmed" ta="center">
          {t('results.endOfList')}
        </Text>
      )}
    </>
  );
}
