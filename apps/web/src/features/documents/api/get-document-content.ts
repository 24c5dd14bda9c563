import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { documentContentQueryKey } from '../query-keys';

// GET {base}/v2/documents/{documentId}/content (decision 045): a document's bytes, with the bearer
// token as every call, for the viewer. Not kept once the viewer closes (gcTime 0): a document is read
// again when opened again, and its bytes do not stay in memory.

export function documentContentPath(basePath: string, documentId: string): string {
  return `${basePath}/v2/documents/${encodeURIComponent(documentId)}/content`;
}

export function useDocumentContent(documentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: documentContentQueryKey(documentId),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => client.getBlob(documentContentPath(client.basePath, documentId), { signal }),
  });
}
