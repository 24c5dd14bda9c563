import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadDetailsView } from './load-details-view';

type ReferencesTabProps = { references: NonNullable<LoadDetailsView['references']> };

/** The References tab (D1-2.25): each reference's type and value, or the empty text (D1-8.08). */
export function ReferencesTab({ references }: ReferencesTabProps) {
  const { t } = useTranslation();
  if (references.length === 0) return <Text size="sm">{t('loadDetails.noReferences')}</Text>;
  return (
    <Table maw={480}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('loadDetails.reference.type')}</Table.Th>
          <Table.Th scope="col">{t('loadDetails.reference.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {references.map((reference, index) => (
          <Table.Tr key={`${reference.type}-${index}`}>
            <Table.Th scope="row" fw={400}>
              {reference.type}
            </Table.Th>
            <Table.Td>{reference.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
