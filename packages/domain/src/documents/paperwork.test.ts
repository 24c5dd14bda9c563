import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { isPaperworkComplete, missingPaperwork, requiredPaperworkTypes } from './paperwork';

const powerOnly = { sourceSystem: 'MASTERMIND', division: null };
const brokerage = { sourceSystem: 'MERCURYGATE', division: null };

describe('the paperwork of a delivered shipment', () => {
  it('[D2-4.07] a configured source needs its document types and an invoice before Delivered With Paperwork', () => {
    expect(requiredPaperworkTypes(powerOnly, defaultConfig)).toEqual([
      'masterBillOfLading',
      'proofOfDelivery',
    ]);
    expect(missingPaperwork(powerOnly, [], defaultConfig)).toEqual({
      documents: ['masterBillOfLading', 'proofOfDelivery'],
      invoice: true,
    });
    expect(missingPaperwork(powerOnly, ['proofOfDelivery', 'rateConfirmation'], defaultConfig)).toEqual({
      documents: ['masterBillOfLading'],
      invoice: true,
    });
    const all = missingPaperwork(
      powerOnly,
      ['proofOfDelivery', 'masterBillOfLading', 'createInvoice'],
      defaultConfig,
    );
    expect(all).toEqual({ documents: [], invoice: false });
    expect(isPaperworkComplete(all)).toBe(true);
  });

  it('[D2-4.07] the documents without the invoice, or the invoice alone, are not the paperwork', () => {
    const documentsOnly = missingPaperwork(
      powerOnly,
      ['proofOfDelivery', 'masterBillOfLading'],
      defaultConfig,
    );
    expect(isPaperworkComplete(documentsOnly)).toBe(false);
    expect(isPaperworkComplete(missingPaperwork(powerOnly, ['createInvoice'], defaultConfig))).toBe(false);
  });

  it('[D2-6.15] the division entry wins, and a source without an entry keeps its paperwork itself', () => {
    const config = {
      documents: {
        ...defaultConfig.documents,
        requiredTypes: { MASTERMIND: ['proofOfDelivery'], 'MASTERMIND/DRAY': [] },
      },
    };
    expect(requiredPaperworkTypes({ sourceSystem: 'MASTERMIND', division: 'DRAY' }, config)).toEqual([]);
    expect(requiredPaperworkTypes({ sourceSystem: 'MASTERMIND', division: 'EAST' }, config)).toEqual([
      'proofOfDelivery',
    ]);
    expect(requiredPaperworkTypes(brokerage, defaultConfig)).toBeNull();
    expect(missingPaperwork(brokerage, ['createInvoice'], defaultConfig)).toBeNull();
    expect(isPaperworkComplete(null)).toBe(false);
  });

  it("[D2-3.08] only the spec's document types count, whatever the configuration lists", () => {
    const config = {
      documents: {
        ...defaultConfig.documents,
        requiredTypes: { ASL: ['proofOfDelivery', 'anythingElse', 'createInvoice'] },
      },
    };
    expect(requiredPaperworkTypes({ sourceSystem: 'ASL', division: null }, config)).toEqual([
      'proofOfDelivery',
    ]);
  });
});
