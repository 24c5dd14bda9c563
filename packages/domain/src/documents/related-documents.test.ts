import { describe, expect, it } from 'vitest';
import { showsRelatedDocuments } from './related-documents';

const shown = { roles: ['carrierDriver'], isDrayRoute: true, relatedCount: 1 } as const;

describe('showsRelatedDocuments', () => {
  it('[D2-6.14] a dray route with a related document shows the section to the Document List roles', () => {
    for (const role of ['carrierDriver', 'carrierDispatcher', 'carrierLeasedOwnerOpr'] as const)
      expect(showsRelatedDocuments({ ...shown, roles: [role] }), role).toBe(true);
  });

  it('[D2-6.14] the section needs its role', () => {
    expect(showsRelatedDocuments({ ...shown, roles: ['carrierAdmin', 'carrierGuest'] })).toBe(false);
    expect(showsRelatedDocuments({ ...shown, roles: [] })).toBe(false);
  });

  it('[D2-6.14] the section needs a dray route', () => {
    expect(showsRelatedDocuments({ ...shown, isDrayRoute: false })).toBe(false);
  });

  it('[D2-6.14] the section needs at least one related document', () => {
    expect(showsRelatedDocuments({ ...shown, relatedCount: 0 })).toBe(false);
  });
});
