import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useUnreadNotificationCount } from '../../features/notifications/api/get-unread-notification-count';

/** The bell with the unread count (D3-2.29); on an error the count is simply not shown. */
export function NotificationBell({ upn }: { upn: string }) {
  const { t } = useTranslation();
  const { data: count, isError } = useUnreadNotificationCount(upn);
  const shownCount = !isError && count !== undefined && count > 0 ? count : null;

  return (
    <Indicator label={shownCount} size={18} disabled={shownCount === null} offset={4} aria-hidden={false}>
      <ActionIcon
        component={Link}
        to={paths.app.notifications.getHref()}
        variant="subtle"
        size="lg"
        aria-label={
          shownCount === null
            ? t('header.notifications')
            : t('header.notificationsUnread', { count: shownCount })
        }
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
