import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { hasTripStarted, nextRanks, uploadRefusalOf, uploadTypesFor } from './upload-rules';

const config = {
  documents: {
    ...defaultConfig.documents,
    uploadTypes: {
      MASTERMIND: {
        carrierDriver: ['proofOfDelivery'],
        carrierDispatcher: ['proofOfDelivery', 'scaleTicket'],
      },
      'MASTERMIND/DRAY': { carrierDriver: ['masterBillOfLading'] },
    },
  },
};

describe('uploadTypesFor', () => {
  it.each([
    ['MERCURYGATE', null, ['carrierDispatcher'], []],
    ['OTMNONASSET', null, ['carrierDriver'], []],
    ['TRINIUM', null, ['carrierLeasedOwnerOpr'], []],
  ] as const)(
    '[D2-6.10] [D2-6.12] [D2-6.13] %s offers no upload by default',
    (source, division, roles, types) => {
      expect(uploadTypesFor({ sourceSystem: source, division }, roles, defaultConfig)).toEqual(types);
    },
  );

  it('[D2-6.11] Power Only: driver, dispatcher and owner-operator upload by default', () => {
    for (const role of ['carrierDriver', 'carrierDispatcher', 'carrierLeasedOwnerOpr'] as const)
      expect(uploadTypesFor({ sourceSystem: 'MASTERMIND', division: null }, [role], defaultConfig)).toContain(
        'proofOfDelivery',
      );
    expect(
      uploadTypesFor({ sourceSystem: 'MASTERMIND', division: null }, ['carrierGuest'], defaultConfig),
    ).toEqual([]);
  });

  it('[D2-6.15] the lists are per role, and a division entry wins over its source system', () => {
    expect(uploadTypesFor({ sourceSystem: 'MASTERMIND', division: null }, ['carrierDriver'], config)).toEqual(
      ['proofOfDelivery'],
    );
    expect(
      uploadTypesFor(
        { sourceSystem: 'MASTERMIND', division: null },
        ['carrierDriver', 'carrierDispatcher'],
        config,
      ),
    ).toEqual(['scaleTicket', 'proofOfDelivery']);
    expect(
      uploadTypesFor({ sourceSystem: 'MASTERMIND', division: 'DRAY' }, ['carrierDriver'], config),
    ).toEqual(['masterBillOfLading']);
  });
});

describe('uploadRefusalOf', () => {
  it('[D2-5.28] no type to choose from: No document type available for selection', () => {
    expect(uploadRefusalOf({ tripStarted: true, docType: 'proofOfDelivery', allowed: [] })).toBe(
      'noDocumentType',
    );
  });
  it('[D2-5.28] a type not in the list is refused', () => {
    expect(
      uploadRefusalOf({ tripStarted: true, docType: 'createInvoice', allowed: ['proofOfDelivery'] }),
    ).toBe('documentTypeNotAllowed');
  });
  it('[D2-5.28] the trip must have started', () => {
    expect(
      uploadRefusalOf({ tripStarted: false, docType: 'proofOfDelivery', allowed: ['proofOfDelivery'] }),
    ).toBe('tripNotStarted');
    expect(
      uploadRefusalOf({ tripStarted: true, docType: 'proofOfDelivery', allowed: ['proofOfDelivery'] }),
    ).toBeNull();
  });
});

describe('nextRanks', () => {
  it('[D2-5.32] numbers the files of an upload after the highest rank so far', () => {
    expect(nextRanks(null, 2)).toEqual([1, 2]);
    expect(nextRanks(2, 1)).toEqual([3]);
  });
});

describe('hasTripStarted', () => {
  it('[D2-5.28] any execution status means the trip started, even one its source sent already delivered', () => {
    for (const status of ['STARTED', 'IN_TRANSIT', 'COMPLETED', 'DELIVERED', 'CANCELLED'])
      expect(hasTripStarted(status), status).toBe(true);
    expect(hasTripStarted(null)).toBe(false);
    expect(hasTripStarted(undefined)).toBe(false);
  });
});
