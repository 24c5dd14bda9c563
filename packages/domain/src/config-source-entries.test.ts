import { describe, expect, it } from 'vitest';
import { defaultConfig, mergeConfig } from './config';
import { referenceTypesFor } from './references/reference-types';

// Settings keyed by source system or SOURCE/DIVISION take new entries from an override (D2-6.15): a
// division's reference types (D2-5.33) cannot be among the defaults.

describe('source-keyed settings', () => {
  it('[D2-5.33] [D2-6.15] an override adds the reference types of a division', () => {
    const { config, problems } = mergeConfig(defaultConfig, {
      references: { types: { 'ASL/RAIL': ['Rail Car Number', 'Container Number'] } },
    });
    expect(problems).toEqual([]);
    expect(referenceTypesFor({ sourceSystem: 'ASL', division: 'RAIL' }, config)).toEqual([
      'Container Number',
      'Rail Car Number',
    ]);
    expect(config.references.types.ASL).toEqual(defaultConfig.references.types.ASL);
  });

  it('[D2-6.15] the other source-keyed records take entries too', () => {
    const { config, problems } = mergeConfig(defaultConfig, {
      documents: {
        requiredTypes: { 'MASTERMIND/DRAY': [] },
        uploadTypes: { 'ASL/RAIL': { carrierDriver: ['proofOfDelivery'] } },
      },
      payments: { termsDays: { MASTERMIND: 45 } },
    });
    expect(problems).toEqual([]);
    expect(config.documents.requiredTypes['MASTERMIND/DRAY']).toEqual([]);
    expect(config.documents.uploadTypes['ASL/RAIL']).toEqual({ carrierDriver: ['proofOfDelivery'] });
    expect(config.payments.termsDays.MASTERMIND).toBe(45);
  });

  it('a new entry of another kind, and an unknown key elsewhere, are left out and reported', () => {
    const { config, problems } = mergeConfig(defaultConfig, {
      references: { types: { 'ASL/RAIL': 'Rail Car Number' } },
      toasts: { referenceMs: 5_000 },
    });
    expect(problems).toEqual([
      'references.types.ASL/RAIL: expected array, got string',
      'toasts.referenceMs: unknown setting',
    ]);
    expect(Object.hasOwn(config.references.types, 'ASL/RAIL')).toBe(false);
  });
});
