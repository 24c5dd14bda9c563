import { describe, expect, it } from 'vitest';
import { carrierProMaxLength, checkCarrierPro, normalizeCarrierPro } from './carrier-pro';

describe('the carrier PRO', () => {
  it('[D2-5.03] is optional: an empty PRO passes when the shipment has none', () => {
    expect(checkCarrierPro('', null)).toBeNull();
    expect(checkCarrierPro('   ', undefined)).toBeNull();
    expect(checkCarrierPro(null, '')).toBeNull();
  });

  it('[D2-5.03] an existing PRO may not be cleared', () => {
    expect(checkCarrierPro('', 'GLF700001')).toBe('required');
    expect(checkCarrierPro('  ', 'GLF700001')).toBe('required');
  });

  it('[D2-5.03] the existing PRO kept as it is passes, whatever its source wrote', () => {
    expect(checkCarrierPro('glf 700 001', 'GLF 700 001')).toBeNull();
  });

  it('[D2-4.11] a new PRO has letters, digits and hyphens only, at most 30 of them', () => {
    expect(checkCarrierPro('pro-12345', null)).toBeNull();
    expect(checkCarrierPro('A'.repeat(carrierProMaxLength), null)).toBeNull();
    expect(checkCarrierPro('A'.repeat(carrierProMaxLength + 1), null)).toBe('tooLong');
    for (const typed of ['PRO 1', 'PRO#1', 'PRO_1', 'PRÖ1', '<b>'])
      expect(checkCarrierPro(typed, null)).toBe('invalidCharacters');
    expect(checkCarrierPro('NEW#1', 'OLD-1')).toBe('invalidCharacters');
  });

  it('[D2-5.04] PROs are compared in upper case without surrounding spaces', () => {
    expect(normalizeCarrierPro('  glf-1 ')).toBe('GLF-1');
    expect(normalizeCarrierPro(null)).toBe('');
  });
});
