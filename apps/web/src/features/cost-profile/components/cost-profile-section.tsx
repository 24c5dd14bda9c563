import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toCostProfile, useCostProfile } from '../api/get-cost-profile';
import { CostProfileForm } from './cost-profile-form';

// The cost profile as a section of its own (decision 058): its route shows it alone, and the
// Preferences page can host the same section among its others.

/** `titleOrder`: 1 on the cost profile's own page, 2 (the default) inside the Preferences page. */
export function CostProfileSection({ titleOrder = 2 }: { titleOrder?: 1 | 2 }) {
  const { t } = useTranslation('costProfile');
  const profile = useCostProfile();
  if (profile.isPending) return <Loader size="sm" aria-label={t('costProfile.loading')} />;
  if (profile.isError)
    return (
      <Alert color="red" role="alert">
        {t('costProfile.loadFailed')}
      </Alert>
    );
  return (
    <CostProfileForm
      profile={toCostProfile(profile.data)}
      isDefault={profile.data.isDefault}
      titleOrder={titleOrder}
    />
  );
}
