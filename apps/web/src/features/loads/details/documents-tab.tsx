import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import { useShipmentDocuments, type ShipmentDocumentSummary } from './api/get-shipment-documents';
import { formatDocumentTime } from './format-document-time';

// The Documents tab (D1-2.26, D2-6.14): name, type and when it was added, or the empty text (D1-8.08).
// The tab is mounted only while open, so its list is fetched on the first entry and cached (D1-4.17).

function DocumentTable({ documents }: { documents: readonly ShipmentDocumentSummary[] }) {
  const { t } = useTranslation();
  const { documentTimestampZone } = useConfig().formats;
  const locale = useFormatLocale();
  if (documents.length === 0) return <Text size="sm">{t('loadDetails.noDocuments')}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('loadDetails.document.name')}</Table.Th>
          <Table.Th scope="col">{t('loadDetails.document.type')}</Table.Th>
          <Table.Th scope="col">{t('loadDetails.document.added')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => {
          const added = formatDocumentTime(document.createdAt, documentTimestampZone, locale);
          return (
            <Table.Tr key={document.documentId}>
              <Table.Th scope="row" fw={400}>
                {document.displayName}
              </Table.Th>
              <Table.Td>{document.documentType}</Table.Td>
              <Table.Td>{added ? t('loadDetails.document.time', added) : ''}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export function DocumentsTab({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const query = useShipmentDocuments(shipmentId);
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('loadDetails.loadingDocuments')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('loadDetails.documentsError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('loadDetails.shipment.retry')}
        </Button>
      </Alert>
    );
  }
  return <DocumentTable documents={query.data} />;
}
