import { useTranslation } from 'react-i18next';
import type { MyLoadListTitle } from '@freight/domain/my-loads/lists';

/** A list's name: the Home tiles' names, and Loads Assigned for those who are not dispatchers (D2-2.03). */
export function useMyLoadsListName() {
  const { t } = useTranslation();
  return (title: MyLoadListTitle) =>
    title === 'loadsAssigned' ? t('myLoads.loadsAssigned') : t(`homePage.myLoads.${title}`);
}
