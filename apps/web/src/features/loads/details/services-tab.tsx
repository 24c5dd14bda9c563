import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Services tab (D1-2.24): the shipment's services, or the empty text (D1-8.08). */
export function ServicesTab({ services }: { services: readonly string[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return <Text size="sm">{t('loadDetails.noServices')}</Text>;
  return (
    <List size="sm">
      {services.map((service, index) => (
        <List.Item key={`${index}-${service}`}>{service}</List.Item>
      ))}
    </List>
  );
}
