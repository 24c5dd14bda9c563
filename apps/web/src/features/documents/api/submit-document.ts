import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadSources, type UploadSource } from '@freight/domain/documents/upload-rules';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-provider';
import { invalidateShipmentMove, shipmentDocumentsQueryKey } from '../../../lib/query-keys';
import type { DocumentsShipment } from '../documents-shipment';

// POST {base}/v2/submitDocumentV2 (D2-5.27..32, D2-7.21; decision 043): the chosen files of one
// document type, as a multipart form with the bearer token. One call per source (D2-3.07: the camera's
// captures, then the picked files), so each file is recorded with where it came from. Success is a
// document with its createdDateTime for every file sent (D2-7.27). A failure says which files did go,
// so that the form keeps only the others for a retry.

/** A file the user chose, and how: picked (FILE) or taken with the camera (CAMERA). */
export type ChosenUpload = { file: File; source: UploadSource };

export type UploadRequest = { shipment: DocumentsShipment; docType: string; uploads: ChosenUpload[] };

/** A failed upload: what went wrong, and the files that were sent before it did. */
export class UploadFailure extends Error {
  readonly reason: unknown;
  readonly sent: ChosenUpload[];

  constructor(reason: unknown, sent: ChosenUpload[]) {
    super(reason instanceof Error ? reason.message : 'The upload failed', { cause: reason });
    this.name = 'UploadFailure';
    this.reason = reason;
    this.sent = sent;
  }
}

/** Whether the answer confirms every file sent: each document has its createdDateTime (D2-7.27). */
export function isUploadConfirmed(answer: unknown, fileCount: number): boolean {
  const documents = (answer as { documents?: unknown } | null)?.documents;
  return (
    Array.isArray(documents) &&
    documents.length === fileCount &&
    documents.every(
      (document) =>
        typeof (document as { createdDateTime?: unknown } | null)?.createdDateTime === 'string' &&
        (document as { createdDateTime: string }).createdDateTime !== '',
    )
  );
}

function uploadForm(request: UploadRequest, source: UploadSource, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('shipmentId', request.shipment.shipmentId);
  form.append('sourceSystem', request.shipment.sourceSystem);
  form.append('division', request.shipment.division ?? '');
  form.append('docType', request.docType);
  form.append('source', source);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export function useSubmitDocument() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UploadRequest): Promise<ChosenUpload[]> => {
      const sent: ChosenUpload[] = [];
      try {
        for (const source of uploadSources) {
          const group = request.uploads.filter((upload) => upload.source === source);
          if (group.length === 0) continue;
          const files = group.map((upload) => upload.file);
          const answer = await client.postForm(
            `${client.basePath}/v2/submitDocumentV2`,
            uploadForm(request, source, files),
          );
          if (!isUploadConfirmed(answer, files.length))
            throw new ApiError('INTERNAL', 'The upload was answered without its documents');
          sent.push(...group);
        }
      } catch (error) {
        throw new UploadFailure(error, sent);
      }
      return sent;
    },
    onSettled: (_sent, _error, request) => {
      const { shipmentId } = request.shipment;
      void queryClient.invalidateQueries({ queryKey: shipmentDocumentsQueryKey(shipmentId) });
      // The shipment an upload may move (its paperwork complete).
      invalidateShipmentMove(queryClient, shipmentId);
    },
  });
}
