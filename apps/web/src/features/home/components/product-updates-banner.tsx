import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The product-updates banner of Home (D1-2.06, D1-2.19). The server has no content service yet, so it
 * says what the catalogues say; a content API would replace the text, not the place.
 */
export function ProductUpdatesBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      title={t('homePage.productUpdatesTitle')}
      role="region"
      aria-label={t('homePage.productUpdatesTitle')}
    >
      {t('homePage.productUpdates')}
    </Alert>
  );
}
