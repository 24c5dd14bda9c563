import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadFileName } from '@freight/domain/documents/safe-file-name';
import { Dialog } from '../../../components/ui/dialog';
import { useDocumentContent } from '../api/get-document-content';
import type { ShipmentDocument } from '../api/list-related-documents';

// Opens a document in the browser (issue 15 part 3, decision 045): its bytes are read with the bearer
// token through the API client, shown from a blob: URL (a PDF in the browser's own viewer, an image
// as an image) and offered for download under a name that ends with what the file is. Only the types
// the server stores (it detected them from the bytes) are shown; the URL is revoked when the viewer
// closes, so the bytes do not outlive it.

const viewableKinds: Record<string, 'pdf' | 'image'> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
};

function kindOf(blob: Blob): 'pdf' | 'image' | null {
  return viewableKinds[blob.type.split(';')[0]!.trim().toLowerCase()] ?? null;
}

/** A blob: URL of the blob while the component shows it, revoked when it changes or unmounts. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    // The URL is a resource of the browser, made and revoked with the blob it points to (StrictMode's
    // second mount makes a new one): it is state because the viewer renders it.
    const created = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

function ViewerBody({ document }: { document: ShipmentDocument }) {
  const { t } = useTranslation();
  const content = useDocumentContent(document.documentId);
  const kind = content.data ? kindOf(content.data) : null;
  const url = useObjectUrl(kind ? content.data : undefined);

  if (content.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('documentsTab.viewer.loading')}</Text>
      </Group>
    );
  if (content.isError) return <Alert color="red">{t('documentsTab.viewer.failed')}</Alert>;
  if (!kind) return <Alert color="yellow">{t('documentsTab.viewer.unsupported')}</Alert>;
  if (!url) return null;
  return (
    <Stack gap="sm">
      {kind === 'pdf' ? (
        <iframe
          src={url}
          title={t('documentsTab.viewer.frameTitle', { name: document.displayName })}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        <img src={url} alt={document.displayName} style={{ maxWidth: '100%', height: 'auto' }} />
      )}
      <Group justify="flex-end">
        <Button
          component="a"
          href={url}
          download={downloadFileName(document.fileName, document.documentExtension)}
          variant="light"
        >
          {t('documentsTab.viewer.download')}
        </Button>
      </Group>
    </Stack>
  );
}

export function DocumentViewer({ document, onClose }: { document: ShipmentDocument; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened
      onClose={onClose}
      title={document.displayName}
      size="xl"
      closeButtonProps={{ 'aria-label': t('documentsTab.viewer.close') }}
      centered
    >
      <ViewerBody document={document} />
    </Dialog>
  );
}
