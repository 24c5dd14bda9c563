import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';

// The areas of the app that arrive in coming releases: each screen says so, translated.

export type AreaTitleKey =
  | 'pages.home'
  | 'pages.recommended'
  | 'pages.watched'
  | 'pages.search'
  | 'pages.stof'
  | 'pages.myLoads'
  | 'pages.myDrivers'
  | 'pages.manageCapacity'
  | 'pages.manageUsers'
  | 'pages.companyProfile'
  | 'pages.preferences'
  | 'pages.myProfile'
  | 'pages.notifications'
  | 'pages.support'
  | 'pages.feedback';

export function AreaPage({ titleKey }: { titleKey: AreaTitleKey }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(titleKey)} />;
}

/** The state the header's "Search by Load #" passes to the results page. */
export type ReferenceSearchState = { reference: string };

function readReference(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reference' in state)) return null;
  return typeof state.reference === 'string' ? state.reference : null;
}

export function SearchResultsPage() {
  const { t } = useTranslation();
  const reference = readReference(useLocation().state);

  return (
    <ComingSoon title={t('pages.searchResults')}>
      {reference && <Text fw={600}>{t('comingSoon.reference', { reference })}</Text>}
    </ComingSoon>
  );
}
