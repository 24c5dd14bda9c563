import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import {
  checkDeclineReason,
  declineReasonCodesOf,
  isCarrierProShown,
  isTenderResultReason,
  tenderResultReasons,
  tenderStatusOfReason,
} from './tenders';

const nonAsset = { sourceSystem: 'OTMNONASSET', division: null };
const brokerage = { sourceSystem: 'MERCURYGATE', division: 'EAST' };

describe('checkDeclineReason', () => {
  const codes = ['WEIGHT', 'CAPACITY_CONSTRAINTS'];

  it('[D2-4.12] where reasons are configured one of them must be chosen, in any case', () => {
    expect(checkDeclineReason(null, codes)).toBe('required');
    expect(checkDeclineReason('', codes)).toBe('required');
    expect(checkDeclineReason('PRICE', codes)).toBe('unknown');
    expect(checkDeclineReason('weight', codes)).toBeNull();
  });

  it('[D2-4.12] where none is configured, none is taken', () => {
    expect(checkDeclineReason(null, [])).toBeNull();
    expect(checkDeclineReason('WEIGHT', [])).toBe('notAsked');
  });
});

describe('tender configuration', () => {
  it('[D2-9.09] a decline of the non-asset Freight Under Management tenders chooses from the reason list', () => {
    expect(declineReasonCodesOf(nonAsset, defaultConfig)).toEqual(defaultConfig.declineReasonCodes);
    expect(declineReasonCodesOf(nonAsset, defaultConfig)).toContain('CAPACITY_CONSTRAINTS');
  });

  it('[D2-4.12] no reason is asked where none is configured', () => {
    expect(declineReasonCodesOf(brokerage, defaultConfig)).toEqual([]);
    const byDivision = {
      ...defaultConfig,
      tenders: { ...defaultConfig.tenders, declineReasonSources: ['MERCURYGATE/EAST'] },
    };
    expect(declineReasonCodesOf(brokerage, byDivision)).toHaveLength(12);
    expect(declineReasonCodesOf({ ...brokerage, division: 'WEST' }, byDivision)).toEqual([]);
  });

  it('[D2-6.15] the carrier PRO is asked by source system, or by source system and division', () => {
    expect(isCarrierProShown(brokerage, defaultConfig)).toBe(true);
    expect(isCarrierProShown({ sourceSystem: 'ASL', division: null }, defaultConfig)).toBe(false);
    const hidden = { tenders: { ...defaultConfig.tenders, carrierProSources: ['TRINIUM'] } };
    expect(isCarrierProShown(brokerage, hidden)).toBe(false);
  });
});

describe('tender results', () => {
  it('[D2-4.13] accepted and declined are the two successes; every other reason is a refusal', () => {
    const successes = tenderResultReasons.filter((reason) => tenderStatusOfReason[reason] === 'OK');
    expect(successes).toEqual(['accepted', 'declined']);
    expect(isTenderResultReason('carrierProTaken')).toBe(true);
    expect(isTenderResultReason('booked')).toBe(false);
  });
});
