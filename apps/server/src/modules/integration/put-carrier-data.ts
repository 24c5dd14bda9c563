import { eq, sql } from 'drizzle-orm';
import { expiredInsuranceTypes } from '@freight/domain/carrier-profile/insurance-hold';
import type { SourceSystem } from '@freight/domain/source-systems';
import { localDateOf } from '@freight/domain/zoned-dates';
import {
  carrierCertifications,
  carrierContacts,
  carrierInsurances,
  carriers,
} from '../../db/schema/carriers';
import { notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import type { CarrierDataInput } from './carrier-data.schemas';

export type PutCarrierDataResult = {
  commonCarrierId: string;
  isCreated: boolean;
  contacts: number;
  insurances: number;
  certifications: number;
  /** The insurance types with no policy running today: the carrier's bookings answer ON_HOLD. */
  expiredInsurances: { type: string; expiredOn: string }[];
};

/**
 * PUT /integration/v1/carriers/:commonCarrierId (D3-3.06, D3-7.11): a source system writes the whole
 * record of a carrier it owns (carriers.source), or creates it, owned by that source. A carrier owned
 * by another source is answered as one that does not exist (decision 030), and nothing changes: the
 * insert's ON CONFLICT updates only a row of the same source, in one statement, so two sources racing
 * for a new id cannot both write it. Contacts, insurances and certifications are replaced as sent.
 * The compliance hold that source systems or support set by hand is not part of the record and stays.
 */
export async function putCarrierData(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  sourceSystem: SourceSystem,
  commonCarrierId: string,
  input: CarrierDataInput,
): Promise<PutCarrierDataResult> {
  const record = {
    name: input.carrierName,
    commonCarrierId,
    source: sourceSystem,
    active: input.carrierActiveIndicator,
    tmsCarrierId: input.tmsCarrierId,
    mcNumber: input.carrierMCNo,
    usdotNumber: input.carrierUsDOTNo,
    scac: input.carrierScac,
    tier: input.carrierTier,
    statusCode: input.carrierStatusCode,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: input.state,
    country: input.country,
    postalCode: input.postalCode,
    modeTruckload: input.truckload ?? true,
    modeLtl: input.ltl ?? false,
    modeIntermodal: input.intermodal ?? false,
    hazmatCertExpirationDate: input.hazmatCertExpirationDate ?? null,
    hazmat232PermitInd: input.hazmat232PermitInd ?? false,
    managedEquipmentCapability: input.managedEquipmentCapability ?? false,
    nonManagedEquipmentCapability: input.nonManagedEquipmentCapability ?? true,
    settings: { carrierInvoiceExists: input.carrierInvoiceExists ?? false },
  };
  const { source: _source, commonCarrierId: _id, ...changes } = record;
  const config = await services.appConfig();
  const today = localDateOf(services.now().getTime(), config.app.defaultTimeZone);

  return services.db.transaction(async (tx) => {
    const [written] = await tx
      .insert(carriers)
      .values(record)
      .onConflictDoUpdate({
        target: carriers.commonCarrierId,
        set: { ...changes, updatedAt: sql`now()` },
        setWhere: eq(carriers.source, sourceSystem),
      })
      // xmax is 0 for a row this statement inserted, and the updating transaction's id otherwise.
      .returning({ id: carriers.id, isCreated: sql<boolean>`(xmax = 0)` });
    if (!written) throw notFound(message('integration.noCarrier'));
    const carrierId = written.id;

    await tx.delete(carrierContacts).where(eq(carrierContacts.carrierId, carrierId));
    await tx.delete(carrierInsurances).where(eq(carrierInsurances.carrierId, carrierId));
    await tx.delete(carrierCertifications).where(eq(carrierCertifications.carrierId, carrierId));
    const contacts = [
      ...(input.primaryContact ? [{ ...input.primaryContact, isPrimary: true }] : []),
      ...input.otherContacts.map((contact) => ({ ...contact, isPrimary: false })),
    ];
    if (contacts.length > 0)
      await tx.insert(carrierContacts).values(contacts.map((contact) => ({ ...contact, carrierId })));
    if (input.insurances.length > 0)
      await tx.insert(carrierInsurances).values(
        input.insurances.map(({ limits, coverageAmount, ...insurance }) => ({
          ...insurance,
          policyEffectiveDate: insurance.policyEffectiveDate ?? null,
          policyExpirationDate: insurance.policyExpirationDate ?? null,
          limitAmountCents: limits ?? null,
          coverageAmountCents: coverageAmount ?? null,
          carrierId,
        })),
      );
    if (input.certifications.length > 0)
      await tx.insert(carrierCertifications).values(
        input.certifications.map((certification) => ({
          ...certification,
          certificateExpireDate: certification.certificateExpireDate ?? null,
          carrierId,
        })),
      );
    return {
      commonCarrierId,
      isCreated: Boolean(written.isCreated),
      contacts: contacts.length,
      insurances: input.insurances.length,
      certifications: input.certifications.length,
      expiredInsurances: expiredInsuranceTypes(
        input.insurances.map((insurance) => ({
          insuranceTypeCode: insurance.insuranceTypeCode,
          insuranceType: insurance.insuranceType,
          policyExpirationDate: insurance.policyExpirationDate ?? null,
        })),
        today,
      ),
    };
  });
}
