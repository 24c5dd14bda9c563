import { useState } from 'react';
import { Alert, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showsRelatedDocuments } from '@freight/domain/documents/related-documents';
import { hasTripStarted, uploadTypesFor } from '@freight/domain/documents/upload-rules';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useRelatedDocuments, type ShipmentDocument } from '../api/list-related-documents';
import type { DocumentsShipment } from '../documents-shipment';
import { DocumentTable } from './document-table';
import { DocumentViewer } from './document-viewer';
import { UploadDocumentsForm } from './upload-documents-form';

// The Documents tab of the details panel (D1-2.26, D2-6.14; decision 045): the shipment's documents by
// listRelatedDocumentsV2, fetched on the first entry and on Refresh (D1-4.17), or "No documents
// available" (D2-8.15); the related documents of its dray route where D2-6.14 shows them; each one
// opened in the viewer; and the upload, for the roles and load types with upload types (D2-6.09 to
// D2-6.13) once the trip has started (D2-5.28). The panel shows the tab only where the rules allow it.

function UploadSection({ shipment }: { shipment: DocumentsShipment }) {
  const { t } = useTranslation('messages');
  const { claims } = useAuth();
  const config = useConfig();
  const allowed = uploadTypesFor(shipment, claims?.roles ?? [], config);
  if (allowed.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('documents.noDocumentType')}
      </Text>
    );
  if (!hasTripStarted(shipment.executionStatus))
    return (
      <Text size="sm" c="dimmed">
        {t('documents.tripNotStarted')}
      </Text>
    );
  return <UploadDocumentsForm shipment={shipment} allowedTypes={allowed} />;
}

export function DocumentsTab({ shipment }: { shipment: DocumentsShipment }) {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const query = useRelatedDocuments(shipment);
  const [viewed, setViewed] = useState<ShipmentDocument | null>(null);

  let list;
  if (query.isPending) {
    list = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('loadDetails.loadingDocuments')}</Text>
      </Group>
    );
  } else if (query.isError) {
    list = (
      <Alert color="red" title={t('loadDetails.documentsError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('loadDetails.shipment.retry')}
        </Button>
      </Alert>
    );
  } else {
    const { documents, relatedDocuments } = query.data;
    const showsRelated = showsRelatedDocuments({
      roles: claims?.roles ?? [],
      isDrayRoute: shipment.isDrayRoute,
      relatedCount: relatedDocuments.length,
    });
    list = (
      <Stack gap="md">
        {documents.length === 0 ? (
          <Text size="sm">{t('loadDetails.noDocuments')}</Text>
        ) : (
          <DocumentTable
            documents={documents}
            caption={t('documentsTab.listCaption', { shipmentId: shipment.shipmentId })}
            onOpen={setViewed}
          />
        )}
        {showsRelated && (
          <DocumentTable
            documents={relatedDocuments}
            caption={t('documentsTab.relatedCaption', { shipmentId: shipment.shipmentId })}
            onOpen={setViewed}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {list}
      <Divider />
      <UploadSection shipment={shipment} />
      {viewed && <DocumentViewer document={viewed} onClose={() => setViewed(null)} />}
    </Stack>
  );
}
