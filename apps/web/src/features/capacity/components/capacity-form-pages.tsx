import { useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { newCapacityForm } from '@freight/domain/capacity/capacity-form';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import { readNavigationState } from '../../../lib/navigation-state';
import { useCarrierCapacity } from '../api/select-carrier-capacity';
import { capacityFormOf } from '../capacity-form-values';
import { editCapacityStateSchema } from '../capacity-navigation';
import { browserTimeZone, CapacityFormView } from './capacity-form';

/** Manage Capacity > the page: the way back to the list. */
export function CapacityBreadcrumb({ current }: { current: string }) {
  const { t } = useTranslation(['capacity', 'web']);
  return (
    <Box component="nav" aria-label={t('capacity.breadcrumb')}>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.app.manageCapacity.getHref()}>
          {t('capacity.title')}
        </Anchor>
        <Text span aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}

/** /app/manage-capacity/add (D3-2.15): a new Truck from today to tomorrow where the user is. */
export function AddCapacityPage() {
  const { t } = useTranslation(['capacity', 'web']);
  const config = useConfig();
  const [initialValues] = useState(() =>
    newCapacityForm({ now: new Date(), timeZone: browserTimeZone(), config }),
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <CapacityBreadcrumb current={t('capacity.form.addTitle')} />
        <Title order={1}>{t('capacity.form.addTitle')}</Title>
        <CapacityFormView initialValues={initialValues} capacityId={null} />
      </Stack>
    </Container>
  );
}

/** A capacity that cannot be read: not found (another carrier's, removed) or a failure, with the way back. */
export function CapacityUnavailable() {
  const { t } = useTranslation(['capacity', 'web']);
  return (
    <Alert color="red" title={t('web:errors.generic')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('capacity.view.notFound')}</Text>
        <Button component={Link} to={paths.app.manageCapacity.getHref()}>
          {t('capacity.view.notFoundOk')}
        </Button>
      </Stack>
    </Alert>
  );
}

function EditCapacityForm({ capacityId }: { capacityId: string }) {
  const { t } = useTranslation(['capacity', 'web']);
  const config = useConfig();
  const capacity = useCarrierCapacity(capacityId);
  if (capacity.isError) return <CapacityUnavailable />;
  if (!capacity.data)
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{t('capacity.loading')}</Text>
      </Group>
    );
  return <CapacityFormView initialValues={capacityFormOf(capacity.data, config)} capacityId={capacityId} />;
}

/**
 * /app/manage-capacity/edit/{id} (D3-2.16): shown only when the navigation that opened it carries the
 * show-page flag (the list's and the View's Edit); otherwise the list.
 */
export function EditCapacityPage() {
  const { t } = useTranslation(['capacity', 'web']);
  const { state } = useLocation();
  const { capacityId = '' } = useParams();
  if (!readNavigationState(editCapacityStateSchema, state))
    return <Navigate to={paths.app.manageCapacity.getHref()} replace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <CapacityBreadcrumb current={t('capacity.form.editTitle')} />
        <Title order={1}>{t('capacity.form.editTitle')}</Title>
        <EditCapacityForm key={capacityId} capacityId={capacityId} />
      </Stack>
    </Container>
  );
}
