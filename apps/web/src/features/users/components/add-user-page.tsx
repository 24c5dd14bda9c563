import { useEffect, useState } from 'react';
import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasPermission } from '@freight/domain/permissions';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { AddUserFlow } from './add-user-flow';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * Add User (D3-2.07, D3-4.13 to D3-4.20): the Add User flow on a page of its own, which goes back to
 * Manage Users (or Home) once the member is added or asked to transfer. Leaving with unsaved changes
 * asks first.
 */
export function AddUserPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { claims } = useAuth();
  const [isDirty, setIsDirty] = useState(false);
  // Where to go once saved: navigating after the render that marks the form saved, so the
  // unsaved-changes guard lets it through.
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const canManageUsers = hasPermission(claims?.roles ?? [], 'manage.manageUsers');
  const leave = () => setSavedTo(canManageUsers ? paths.app.manageUsers.getHref() : paths.app.home.getHref());
  useEffect(() => {
    if (savedTo) void navigate(savedTo);
  }, [navigate, savedTo]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Breadcrumbs>
          {canManageUsers && (
            <Anchor component={Link} to={paths.app.manageUsers.getHref()}>
              {t('users.title')}
            </Anchor>
          )}
          <Text>{t('users.add.title')}</Text>
        </Breadcrumbs>
        <Title order={1}>{t('users.add.title')}</Title>
        <AddUserFlow onAdded={leave} onRequested={leave} onDirtyChange={setIsDirty} />
      </Stack>
      <UnsavedChangesGuard isDirty={isDirty && savedTo === null} />
    </Container>
  );
}
