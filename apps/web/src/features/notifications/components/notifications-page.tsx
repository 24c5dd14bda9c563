import { useEffect, useRef } from 'react';
import { ActionIcon, Anchor, Badge, Container, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications, type NotificationItem } from '../api/get-notifications';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';

/**
 * A notification's deep link (D3-3.17) as a path of the app: the server writes it under the app's base
 * (/carrier/app/...), the router wants it without; a link outside the app is not followed.
 */
export function appPathOf(deepLinkUri: string | null): string | null {
  return /^(?:\/[\w-]+)?(\/app\/[^\s]*)$/.exec(deepLinkUri ?? '')?.[1] ?? null;
}

/**
 * /app/notifications (D3-2.12, D3-2.66): the user's notifications, newest first, each with its link and
 * a menu to delete it; opening the list makes the NEW ones UNREAD, so the bell's count is 0 (D3-4.35).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const upn = useAuth().claims?.upn ?? '';
  const list = useNotifications(upn);
  const markSeen = useMarkNotificationsSeen(upn);
  const isMarked = useRef(false);
  const hasNew = list.data?.some((item) => item.notificationStatus === 'NEW') ?? false;

  useEffect(() => {
    if (!hasNew || isMarked.current) return;
    isMarked.current = true;
    markSeen.mutate();
  }, [hasNew, markSeen]);

  let content;
  if (list.isPending) content = <PageLoader />;
  else if (list.isError) content = <Text role="alert">{t('notifications.loadFailed')}</Text>;
  else if (list.data.length === 0) content = <Text>{t('notifications.empty')}</Text>;
  else
    content = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data.map((item) => (
          <NotificationEntry key={item.vendorMessageID} item={item} upn={upn} />
        ))}
      </Stack>
    );

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>{t('notifications.title')}</Title>
        {content}
      </Stack>
    </Container>
  );
}

function NotificationEntry({ item, upn }: { item: NotificationItem; upn: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const locale = useFormatLocale();
  const remove = useDeleteNotification(upn);
  const path = appPathOf(item.message.data.deepLinkURI);
  const receivedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  const handleDelete = () =>
    remove.mutate(item.vendorMessageID, {
      onSuccess: () =>
        notifications.show({ message: t('notifications.deleted'), autoClose: config.toasts.defaultMs }),
      onError: () =>
        notifications.show({
          color: 'red',
          message: t('notifications.deleteFailed'),
          autoClose: config.toasts.apiErrorMs,
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600} component="h2" size="md" m={0}>
              {item.message.title}
            </Text>
            {item.notificationStatus === 'NEW' && (
              <Badge color="blue" variant="light">
                {t('notifications.new')}
              </Badge>
            )}
          </Group>
          <Text>{item.message.body}</Text>
          <Group gap="md">
            <Text size="sm" c="dimmed">
              <time dateTime={item.createdAt}>{receivedAt}</time>
            </Text>
            {path && (
              <Anchor component={Link} to={path} size="sm">
                {t('notifications.open')}
              </Anchor>
            )}
          </Group>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              aria-label={t('notifications.actions', { title: item.message.title })}
              loading={remove.isPending}
            >
              <span aria-hidden>⋮</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" onClick={handleDelete}>
              {t('notifications.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
