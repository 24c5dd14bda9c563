import { useTranslation } from 'react-i18next';
import { isTrailerType } from '@freight/domain/trailer-types';

// A trailer type or transport mode as the catalogue names it ("Dry Van", "Fourgon sec"); a value
// outside the known types is shown as it came.

export function useTrailerTypeLabel(): (trailerType: string) => string {
  const { t } = useTranslation();
  return (trailerType) =>
    isTrailerType(trailerType) ? t(`searchForm.trailerTypes.${trailerType}`) : trailerType;
}
