import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@freight/domain/permissions';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { watchedLoadsQueryKey } from '../query-keys';
import type { LoadCardPosting } from '../api/load-posting';
import { sortStops } from '../sort-stops';
import { useUnwatchLoad } from '../api/unwatch-load';
import { useWatchLoad, type WatchTarget } from '../api/watch-load';

function EyeIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <circle
        cx="12"
        cy="12"
        r="3"
        fill={isFilled ? 'var(--mantine-color-body)' : 'none'}
        stroke={isFilled ? 'var(--mantine-color-body)' : 'currentColor'}
        strokeWidth={2}
      />
    </svg>
  );
}

/** The load and its origin as the card shows them ('Chicago, IL'), kept with the watch. */
function toWatchTarget(posting: LoadCardPosting): WatchTarget {
  const origin = sortStops(posting.stops)[0];
  return { loadId: posting.loadId, origin: origin ? `${origin.city}, ${origin.state}` : null };
}

/**
 * The watch toggle of a load card (D1-4.11, D1-4.12, D1-5.11): it changes at once; adding says
 * 'Watched load added', removing says 'Watched load removed' and offers Undo, which watches the load
 * again; a failure puts it back and says so. A removed load stays in the watched list until its toast
 * closes, so that Undo has a card to bring back.
 */
function WatchButton({ posting }: { posting: LoadCardPosting }) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const queryClient = useQueryClient();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const watchLoad = useWatchLoad();
  const unwatchLoad = useUnwatchLoad();
  const [isWatched, setWatched] = useState(posting.isWatched);
  const [received, setReceived] = useState(posting.isWatched);

  // A refetched list or another card of the same load brings a new value: it wins over what was shown.
  if (received !== posting.isWatched) {
    setReceived(posting.isWatched);
    setWatched(posting.isWatched);
  }

  const target = toWatchTarget(posting);
  const showFailure = () =>
    notifications.show({ color: 'red', message: t('errors.generic'), autoClose: toasts.apiErrorMs });

  const handleWatch = () => {
    setWatched(true);
    watchLoad.mutate(target, {
      onSuccess: () => notifications.show({ message: t('watch.added'), autoClose: toasts.loadActionMs }),
      onError: () => {
        setWatched(false);
        showFailure();
      },
    });
  };

  const handleUnwatch = () => {
    setWatched(false);
    unwatchLoad.mutate(target, {
      onSuccess: () => {
        let isUndone = false;
        const notificationId = notifications.show({
          message: (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('watch.removed')}</Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => {
                  isUndone = true;
                  notifications.hide(notificationId);
                  runOnline(handleWatch);
                }}
              >
                {t('watch.undo')}
              </Button>
            </Group>
          ),
          autoClose: toasts.loadActionMs,
          // Watching again refreshes the watched list itself; otherwise the removed card leaves it now.
          onClose: () => {
            if (!isUndone) void queryClient.invalidateQueries({ queryKey: watchedLoadsQueryKey });
          },
        });
      },
      onError: () => {
        setWatched(true);
        showFailure();
      },
    });
  };

  const isBusy = watchLoad.isPending || unwatchLoad.isPending;

  return (
    // Beside the card's summary button, level with its first line.
    <Box pt="md" pr="md">
      <ActionIcon
        variant={isWatched ? 'filled' : 'default'}
        size="lg"
        aria-label={isWatched ? t('watch.stopWatching') : t('watch.watch')}
        aria-pressed={isWatched}
        // A second click while the first is on its way would race it.
        disabled={isBusy}
        onClick={() => runOnline(isWatched ? handleUnwatch : handleWatch)}
      >
        <EyeIcon isFilled={isWatched} />
      </ActionIcon>
      {offlineAlert}
    </Box>
  );
}

/** Shown only to the roles that keep watched loads, while the feature is on (D1-6.06). */
export function WatchToggle({ posting }: { posting: LoadCardPosting }) {
  const { claims } = useAuth();
  const { features } = useConfig();
  if (!features.watched || !hasPermission(claims?.roles ?? [], 'home.watched')) return null;
  return <WatchButton posting={posting} />;
}
