import type { Transaction } from '../client';
import { carrierCertifications, carrierContacts, carrierInsurances, carriers } from '../schema/index';

// The demo carriers (D1-3.14, D3-3.06): an active one with everything a carrier profile shows, and an
// inactive one that is offered Get Qualified instead of Book Now (D2-6.05).

export const demoDomain = 'demo.freight.test';
export const activeCarrierCommonId = 'GLFC-20417';
export const inactiveCarrierCommonId = 'PRTL-30552';

export async function insertDemoCarriers(tx: Transaction, today: string, inYears: (years: number) => string) {
  const [active] = await tx
    .insert(carriers)
    .values({
      name: 'Great Lakes Freight Co.',
      commonCarrierId: activeCarrierCommonId,
      tmsCarrierId: 'MG-C-88214',
      active: true,
      source: 'MERCURYGATE',
      scac: 'GLFC',
      tier: 'GOLD',
      statusCode: 'A',
      mcNumber: '784512',
      usdotNumber: '2291847',
      addressLine1: '2200 S Halsted St',
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      postalCode: '60608',
      hazmatCertExpirationDate: inYears(1),
      hazmat232PermitInd: true,
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: true,
      settings: { carrierInvoiceExists: true },
    })
    .returning({ id: carriers.id });
  const [inactive] = await tx
    .insert(carriers)
    .values({
      name: 'Portland Coastal Haulers',
      commonCarrierId: inactiveCarrierCommonId,
      tmsCarrierId: 'MM-C-40391',
      active: false,
      source: 'MASTERMIND',
      scac: 'PRTL',
      tier: 'STANDARD',
      statusCode: 'I',
      mcNumber: '903318',
      usdotNumber: '3120456',
      addressLine1: '18 Commercial St',
      city: 'Portland',
      state: 'ME',
      country: 'USA',
      postalCode: '04101',
      complianceHoldReason: 'Cargo insurance expired',
      settings: { carrierInvoiceExists: false },
    })
    .returning({ id: carriers.id });
  const activeId = active!.id;
  await tx.insert(carrierContacts).values([
    {
      carrierId: activeId,
      isPrimary: true,
      firstName: 'Linda',
      lastName: 'Marsh',
      contactType: 'OWNER',
      phone: '312-555-0101',
      fax: '312-555-0102',
      email: `owner@${demoDomain}`,
    },
    {
      carrierId: activeId,
      firstName: 'Karen',
      lastName: 'Walsh',
      contactType: 'DISPATCH',
      phone: '312-555-0199',
      email: `dispatcher@${demoDomain}`,
    },
    {
      carrierId: activeId,
      firstName: 'Greg',
      lastName: 'Pham',
      contactType: 'BILLING',
      phone: '312-555-0177',
      email: `billing@${demoDomain}`,
    },
    {
      carrierId: inactive!.id,
      isPrimary: true,
      firstName: 'Nadia',
      lastName: 'Fortin',
      contactType: 'DISPATCH',
      phone: '207-555-0158',
      email: `inactive.dispatcher@${demoDomain}`,
    },
  ]);
  const policy = (insuranceId: string, code: string, type: string, limit: number, expires: string) => ({
    carrierId: activeId,
    insuranceId,
    policyNumber: `POL-${insuranceId}`,
    insuranceTypeCode: code,
    insuranceType: type,
    status: 'ACTIVE',
    certificateId: `CERT-${insuranceId}`,
    limitAmountCents: limit,
    coverageAmountCents: limit,
    policyEffectiveDate: today,
    policyExpirationDate: expires,
  });
  await tx
    .insert(carrierInsurances)
    .values([
      policy('INS-5501', 'AL', 'Auto Liability', 100_000_000, inYears(1)),
      policy('INS-5502', 'CG', 'Cargo', 25_000_000, inYears(1)),
      policy('INS-5503', 'GL', 'General Liability', 200_000_000, inYears(2)),
    ]);
  await tx.insert(carrierCertifications).values([
    {
      carrierId: activeId,
      certificationCode: 'SMARTWAY',
      description: 'EPA SmartWay Transport Partner',
      certificateExpireDate: inYears(2),
      qualificationStatus: 'QUALIFIED',
    },
    {
      carrierId: activeId,
      certificationCode: 'TWIC',
      description: 'Transportation Worker Identification Credential',
      certificateExpireDate: inYears(3),
      qualificationStatus: 'QUALIFIED',
    },
  ]);
  return { activeCarrierId: activeId, inactiveCarrierId: inactive!.id };
}
