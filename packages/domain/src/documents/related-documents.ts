import { hasPermission } from '../permissions';
import type { Role } from '../roles';

// The related-documents section of the Documents tab (D2-6.14): its role, a dray route, and at least
// one related document. Related documents are those of the other legs of the dray route the shipment
// belongs to (the port's and the rail's papers for the container), which the source system attaches to
// the shipment marked as related (decision 045). The role is the Document List's (D2-6.03): the spec
// names no other for the section.

export type RelatedDocumentsContext = {
  roles: readonly Role[];
  isDrayRoute: boolean;
  relatedCount: number;
};

/** Whether the Documents tab shows the related-documents section. */
export function showsRelatedDocuments({
  roles,
  isDrayRoute,
  relatedCount,
}: RelatedDocumentsContext): boolean {
  return hasPermission(roles, 'myLoads.documentList') && isDrayRoute && relatedCount > 0;
}
