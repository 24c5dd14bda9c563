import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import type { ShipmentDocument } from '../api/list-related-documents';
import { formatDocumentTime } from '../format-document-time';

// A list of documents: the name (the row's header), the type's label (D2-3.08), when it was added on
// the Central clock (D2-9.14), and Open, which shows it in the viewer.

type DocumentTableProps = {
  documents: readonly ShipmentDocument[];
  caption: string;
  onOpen: (document: ShipmentDocument) => void;
};

export function DocumentTable({ documents, caption, onOpen }: DocumentTableProps) {
  const { t } = useTranslation(['web', 'messages']);
  const { documentTimestampZone } = useConfig().formats;
  const locale = useFormatLocale();
  return (
    <Table>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
        <Text size="sm" fw={500} span>
          {caption}
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('loadDetails.document.name')}</Table.Th>
          <Table.Th scope="col">{t('loadDetails.document.type')}</Table.Th>
          <Table.Th scope="col">{t('loadDetails.document.added')}</Table.Th>
          <Table.Th scope="col">{t('documentsTab.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => {
          const added = formatDocumentTime(document.createdDateTime, documentTimestampZone, locale);
          return (
            <Table.Tr key={document.documentId}>
              <Table.Th scope="row" fw={400}>
                {document.displayName}
              </Table.Th>
              <Table.Td>
                {/* A type the catalogues do not know yet shows as it came. */}
                {t(`messages:documents.types.${document.documentType}`, {
                  defaultValue: document.documentType,
                })}
              </Table.Td>
              <Table.Td>{added ? t('loadDetails.document.time', added) : ''}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={t('documentsTab.openDocument', { name: document.displayName })}
                  onClick={() => onOpen(document)}
                >
                  {t('documentsTab.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
