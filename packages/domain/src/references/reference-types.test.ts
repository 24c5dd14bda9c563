import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { referenceTypesFor } from './reference-types';

const config = {
  references: {
    ...defaultConfig.references,
    types: {
      MASTERMIND: ['Seal Number', 'BOL Number', 'pickup number', 'Delivery Number'],
      'MASTERMIND/DRAY': ['Container Number', 'Booking Number', 'Chassis Number'],
      ASL: ['Trailer 10', 'Trailer 9', ' BOL Number ', 'BOL Number', ''],
    },
  },
};

describe('referenceTypesFor', () => {
  it('[D2-5.33] offers the types of the shipment source system, sorted', () => {
    expect(referenceTypesFor({ sourceSystem: 'MASTERMIND', division: null }, config)).toEqual([
      'BOL Number',
      'Delivery Number',
      'pickup number',
      'Seal Number',
    ]);
  });

  it('[D2-5.33] the division entry wins over its source system', () => {
    expect(referenceTypesFor({ sourceSystem: 'MASTERMIND', division: 'DRAY' }, config)).toEqual([
      'Booking Number',
      'Chassis Number',
      'Container Number',
    ]);
    expect(referenceTypesFor({ sourceSystem: 'MASTERMIND', division: 'POWER' }, config)).toHaveLength(4);
  });

  it('[D2-5.33] a source without types offers none', () => {
    expect(referenceTypesFor({ sourceSystem: 'TRINIUM', division: null }, config)).toEqual([]);
  });

  it('[D2-5.33] each type once, blanks left out, numbers in their order', () => {
    expect(referenceTypesFor({ sourceSystem: 'ASL', division: null }, config)).toEqual([
      'BOL Number',
      'Trailer 9',
      'Trailer 10',
    ]);
  });

  it('[D2-5.33] sorted by what the user reads, in their language', () => {
    const labels: Record<string, string> = {
      'BOL Number': 'Connaissement',
      'Delivery Number': 'Livraison',
      'pickup number': 'Écriture d’enlèvement',
      'Seal Number': 'scellé',
    };
    const sorted = referenceTypesFor({ sourceSystem: 'MASTERMIND', division: null }, config, {
      labelOf: (type) => labels[type] ?? type,
      locale: 'fr',
    });
    expect(sorted).toEqual(['BOL Number', 'pickup number', 'Delivery Number', 'Seal Number']);
  });

  it('[D2-5.33] the default configuration offers sorted types where Add Reference is offered', () => {
    for (const source of defaultConfig.references.addSources) {
      const types = referenceTypesFor({ sourceSystem: source, division: null }, defaultConfig);
      expect(types.length, source).toBeGreaterThan(0);
      expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });
});
