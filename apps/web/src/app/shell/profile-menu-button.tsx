import { ActionIcon } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../components/ui/icons';

/** The header's round profile button, the same before and after the menu's code is loaded. */
export function ProfileMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('header.profileMenu')} {...props}>
      <UserIcon />
    </ActionIcon>
  );
}
