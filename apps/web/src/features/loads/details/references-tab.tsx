import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddReferenceButton } from '../../references/components/add-reference-button';
import type { LoadDetailsView } from './load-details-view';

type ReferencesTabProps = {
  references: NonNullable<LoadDetailsView['references']>;
  /** The shipment of the panel, to which Add Reference adds (D2-4.62); null for a posting. */
  shipmentId: string | null;
};

/**
 * The References tab (D1-2.25): each reference's type and value, or the empty text (D1-8.08), and Add
 * Reference where the rule of D2-6.06 offers it.
 */
export function ReferencesTab({ references, shipmentId }: ReferencesTabProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <ReferenceList references={references} />
      {shipmentId && <AddReferenceButton shipmentId={shipmentId} />}
    </Stack>
  );
}

function ReferenceList({ references }: Pick<ReferencesTabProps, 'references'>) {
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
