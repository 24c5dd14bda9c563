import { describe, expect, it } from 'vitest';
import { expiredInsuranceTypes, type InsurancePolicy } from './insurance-hold';

const policy = (type: string, last: string | null): InsurancePolicy => ({
  insuranceTypeCode: type.toUpperCase(),
  insuranceType: type,
  policyExpirationDate: last,
});

describe('expiredInsuranceTypes', () => {
  it('[D1-4.28] an insurance whose last day is before today holds the carrier', () => {
    expect(expiredInsuranceTypes([policy('Cargo', '2026-11-26')], '2026-11-27')).toEqual([
      { type: 'Cargo', expiredOn: '2026-11-26' },
    ]);
  });

  it('[D1-4.28] a policy still runs on its last day, and one without an end never runs out', () => {
    expect(expiredInsuranceTypes([policy('Cargo', '2026-11-27')], '2026-11-27')).toEqual([]);
    expect(expiredInsuranceTypes([policy('Cargo', null)], '2030-01-01')).toEqual([]);
  });

  it('[D1-4.28] a renewed policy of the same type covers the carrier; each uncovered type is named', () => {
    const policies = [
      policy('Cargo', '2025-12-31'),
      policy('Cargo', '2026-12-31'),
      policy('Auto Liability', '2026-03-01'),
      policy('General Liability', '2026-01-15'),
    ];
    expect(expiredInsuranceTypes(policies, '2026-11-27')).toEqual([
      { type: 'General Liability', expiredOn: '2026-01-15' },
      { type: 'Auto Liability', expiredOn: '2026-03-01' },
    ]);
  });

  it('a carrier without insurances on record is not held by this rule', () => {
    expect(expiredInsuranceTypes([], '2026-11-27')).toEqual([]);
  });
});
