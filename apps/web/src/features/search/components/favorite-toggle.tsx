import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { Dialog } from '../../../components/ui/dialog';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useFavoriteSearch } from '../api/favorite-search';
import { useUpdateSearchHistory } from '../api/update-search-history';

export type FavoriteToggleProps = {
  savedSearchId: string | null;
  favorite: boolean;
  criteria: SearchCriteria;
  onChange?: (favorite: boolean, savedSearchId: string) => void;
};

type Refusal = { title: string; message: string };

function StarIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Favorite / Unfavorite of one search (D1-4.07 to D1-4.09). On: saves it as a favourite, by its id or,
 * for a search never saved, by its criteria; a duplicate or a full list opens a dialog that says what
 * happened (a full list in the server's words), whose Ok leaves the search un-favourited. Off: un-favourites it and offers Undo.
 * Both need the network (D1-5.11).
 */
export function FavoriteToggle({ savedSearchId, favorite, criteria, onChange }: FavoriteToggleProps) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const favoriteSearch = useFavoriteSearch();
  const updateSearchHistory = useUpdateSearchHistory();
  const [shown, setShown] = useState({ favorite, savedSearchId });
  const [received, setReceived] = useState({ favorite, savedSearchId });
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  // A refreshed list or a new search brings new props: they win over what was shown.
  if (received.favorite !== favorite || received.savedSearchId !== savedSearchId) {
    setReceived({ favorite, savedSearchId });
    setShown({ favorite, savedSearchId });
  }

  const show = (isFavorite: boolean, id: string) => {
    setShown({ favorite: isFavorite, savedSearchId: id });
    onChange?.(isFavorite, id);
  };

  const refusalOf = (error: unknown): Refusal | null => {
    if (!(error instanceof ApiError)) return null;
    // The server's text for a duplicate is the spec's 'Record Exist', the dialog's title already: the
    // dialog says in words what happened and where the favourite is.
    if (error.code === 'CONFLICT') {
      return { title: t('savedSearches.recordExist'), message: t('savedSearches.recordExistMessage') };
    }
    if (error.code === 'LIMIT_EXCEEDED') {
      return {
        title: t('savedSearches.limitExceeded'),
        message: error.message || t('savedSearches.limitExceededMessage'),
      };
    }
    return null;
  };

  const showFailure = () =>
    notifications.show({ color: 'red', message: t('errors.generic'), autoClose: toasts.apiErrorMs });

  const handleFavorite = (id: string | null) =>
    favoriteSearch.mutate(
      { savedSearchId: id, criteria },
      {
        onSuccess: (result) => show(true, result.id),
        onError: (error) => {
          const found = refusalOf(error);
          if (found) setRefusal(found);
          else showFailure();
        },
      },
    );

  const handleUnfavorite = (id: string) =>
    updateSearchHistory.mutate(id, {
      onSuccess: () => {
        show(false, id);
        const notificationId = notifications.show({
          message: (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('savedSearches.favoriteRemoved')}</Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => {
                  notifications.hide(notificationId);
                  runOnline(() => handleFavorite(id));
                }}
              >
                {t('savedSearches.undo')}
              </Button>
            </Group>
          ),
          autoClose: toasts.loadActionMs,
        });
      },
      onError: showFailure,
    });

  const handleClick = () =>
    runOnline(() => {
      if (shown.favorite && shown.savedSearchId) handleUnfavorite(shown.savedSearchId);
      else handleFavorite(shown.savedSearchId);
    });

  // Ok: the error is cleared and the search stays (or becomes again) un-favourited (D1-4.09).
  const handleRefusalOk = () => {
    setRefusal(null);
    setShown((current) => ({ ...current, favorite: false }));
    if (shown.savedSearchId) onChange?.(false, shown.savedSearchId);
  };

  const isBusy = favoriteSearch.isPending || updateSearchHistory.isPending;

  return (
    <>
      <Button
        variant={shown.favorite ? 'light' : 'default'}
        leftSection={<StarIcon isFilled={shown.favorite} />}
        onClick={handleClick}
        loading={isBusy}
      >
        {shown.favorite ? t('savedSearches.unfavorite') : t('savedSearches.favorite')}
      </Button>
      <Dialog opened={refusal !== null} onClose={handleRefusalOk} title={refusal?.title} centered>
        <Text>{refusal?.message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={handleRefusalOk}>{t('savedSearches.ok')}</Button>
        </Group>
      </Dialog>
      {offlineAlert}
    </>
  );
}
