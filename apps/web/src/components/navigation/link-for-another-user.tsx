import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

export const linkForAnotherUserToastId = 'link-for-another-user';

/**
 * A link sent to another user (its ?upn= is not the signed-in user's, D3-4.56) opens nothing: a
 * warning says so, and the user goes on to `fallback`.
 */
export function LinkForAnotherUser({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    notifications.show({
      id: linkForAnotherUserToastId,
      color: 'yellow',
      title: t('deepLinks.warningTitle'),
      message: t('deepLinks.anotherUser'),
      autoClose: false,
    });
  }, [t]);
  return <Navigate to={fallback} replace />;
}
