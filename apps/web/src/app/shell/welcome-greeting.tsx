import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserDetails } from '../../features/profile/api/get-user-details';

/** "Welcome, {firstName}" from getUserDetails; just "Welcome" until (or unless) the name is known. */
export function WelcomeGreeting({ upn }: { upn: string }) {
  const { t } = useTranslation();
  const { data: member } = useUserDetails(upn);
  const firstName = member?.firstName?.trim();

  return (
    <Text fw={500} truncate>
      {firstName ? t('header.welcome', { firstName }) : t('header.welcomeAnonymous')}
    </Text>
  );
}
