import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

// The areas of the app that arrive in coming releases: each screen says so, translated.

export type AreaTitleKey =
  | 'pages.home'
  | 'pages.recommended'
  | 'pages.watched'
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
