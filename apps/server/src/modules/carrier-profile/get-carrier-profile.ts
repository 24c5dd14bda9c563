import { asc, desc, eq } from 'drizzle-orm';
import { formatCents } from '@freight/domain/money';
import { localDateOf } from '@freight/domain/zoned-dates';
import type { Executor } from '../../db/client';
import {
  carrierCertifications,
  carrierContacts,
  carrierInsurances,
  carriers,
} from '../../db/schema/carriers';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';

export const carrierProfileNotFoundMessage = message('carrierProfile.notFound');

type Contact = {
  firstName: string | null;
  lastName: string | null;
  contactType: string | null;
  phone: string | null;
  fax: string | null;
  email: string | null;
};

export type CarrierProfileView = {
  carrierId: string;
  carrierName: string;
  carrierActiveIndicator: boolean;
  source: string;
  carrierMCNo: string | null;
  carrierUsDOTNo: string | null;
  commonCarrierId: string;
  tmsCarrierId: string | null;
  carrierScac: string | null;
  carrierTier: string | null;
  carrierStatusCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postalCode: string | null;
  truckload: boolean;
  ltl: boolean;
  intermodal: boolean;
  hazmatCertExpirationDate: string | null;
  hazmat232PermitInd: boolean;
  primaryContact: Contact | null;
  otherContacts: Contact[];
  insurances: {
    insuranceId: string;
    policyNumber: string | null;
    insuranceTypeCode: string | null;
    insuranceType: string | null;
    status: string | null;
    certificateId: string | null;
    limits: string | null;
    coverageAmount: string | null;
    policyEffectiveDate: string | null;
    policyExpirationDate: string | null;
    isExpired: boolean;
  }[];
  certifications: {
    certificationCode: string;
    description: string | null;
    certificateExpireDate: string | null;
    qualificationStatus: string | null;
  }[];
  managedEquipmentCapability: boolean;
  nonManagedEquipmentCapability: boolean;
  carrierSettings: { carrierInvoiceExists: boolean };
};

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

async function readProfileRows(db: Executor, carrierId: string) {
  return Promise.all([
    db.select().from(carriers).where(eq(carriers.id, carrierId)),
    db
      .select()
      .from(carrierContacts)
      .where(eq(carrierContacts.carrierId, carrierId))
      .orderBy(desc(carrierContacts.isPrimary), asc(carrierContacts.lastName), asc(carrierContacts.id)),
    db
      .select()
      .from(carrierInsurances)
      .where(eq(carrierInsurances.carrierId, carrierId))
      .orderBy(asc(carrierInsurances.insuranceType), asc(carrierInsurances.insuranceId)),
    db
      .select()
      .from(carrierCertifications)
      .where(eq(carrierCertifications.carrierId, carrierId))
      .orderBy(asc(carrierCertifications.certificationCode), asc(carrierCertifications.id)),
  ]);
}

/**
 * getCarrierProfile (D3-7.11, D3-2.46): the caller's carrier as its source system last described it.
 * Only one's own carrier (decision 030): another carrier's id, text that is no id, or a caller of no
 * carrier are all answered NOT_FOUND, so the answer never tells that a carrier exists.
 */
export async function getCarrierProfile(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  caller: Caller,
  args: unknown,
): Promise<CarrierProfileView> {
  // Anything may come as the id (a text, a list from a repeated query parameter): it is only compared
  // with the caller's own carrier's, so whatever is not that is not found.
  const carrierId = (args as { carrierId?: unknown } | null | undefined)?.carrierId;
  const own = caller.carrier?.id;
  const isOtherCarrier = carrierId !== undefined && carrierId !== null && carrierId !== own;
  if (!own || isOtherCarrier) throw notFound(carrierProfileNotFoundMessage);

  const [[carrier], contacts, insurances, certifications] = await readProfileRows(services.db, own);
  if (!carrier) throw notFound(carrierProfileNotFoundMessage);
  const config = await services.appConfig();
  const today = localDateOf(services.now().getTime(), config.app.defaultTimeZone);
  const contactOf = (row: (typeof contacts)[number]): Contact => ({
    firstName: row.firstName,
    lastName: row.lastName,
    contactType: row.contactType,
    phone: row.phone,
    fax: row.fax,
    email: row.email,
  });
  const primary = contacts.find((row) => row.isPrimary);

  return {
    carrierId: carrier.id,
    carrierName: carrier.name,
    carrierActiveIndicator: carrier.active,
    source: carrier.source,
    carrierMCNo: carrier.mcNumber,
    carrierUsDOTNo: carrier.usdotNumber,
    commonCarrierId: carrier.commonCarrierId,
    tmsCarrierId: carrier.tmsCarrierId,
    carrierScac: carrier.scac,
    carrierTier: carrier.tier,
    carrierStatusCode: carrier.statusCode,
    addressLine1: carrier.addressLine1,
    addressLine2: carrier.addressLine2,
    city: carrier.city,
    state: carrier.state,
    country: carrier.country,
    postalCode: carrier.postalCode,
    truckload: carrier.modeTruckload,
    ltl: carrier.modeLtl,
    intermodal: carrier.modeIntermodal,
    hazmatCertExpirationDate: carrier.hazmatCertExpirationDate,
    hazmat232PermitInd: carrier.hazmat232PermitInd,
    primaryContact: primary ? contactOf(primary) : null,
    otherContacts: contacts.filter((row) => !row.isPrimary).map(contactOf),
    insurances: insurances.map((row) => ({
      insuranceId: row.insuranceId,
      policyNumber: row.policyNumber,
      insuranceTypeCode: row.insuranceTypeCode,
      insuranceType: row.insuranceType,
      status: row.status,
      certificateId: row.certificateId,
      limits: money(row.limitAmountCents),
      coverageAmount: money(row.coverageAmountCents),
      policyEffectiveDate: row.policyEffectiveDate,
      policyExpirationDate: row.policyExpirationDate,
      isExpired: row.policyExpirationDate !== null && row.policyExpirationDate < today,
    })),
    certifications: certifications.map((row) => ({
      certificationCode: row.certificationCode,
      description: row.description,
      certificateExpireDate: row.certificateExpireDate,
      qualificationStatus: row.qualificationStatus,
    })),
    managedEquipmentCapability: carrier.managedEquipmentCapability,
    nonManagedEquipmentCapability: carrier.nonManagedEquipmentCapability,
    carrierSettings: { carrierInvoiceExists: carrier.settings.carrierInvoiceExists },
  };
}
