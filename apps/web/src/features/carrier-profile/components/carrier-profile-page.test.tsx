import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderRoutes } from '../../../test/render-with-api';
import type { CarrierProfile } from '../api/get-carrier-profile';
import { CarrierProfilePage } from './carrier-profile-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const fullProfile: CarrierProfile = {
  carrierId: 'c1',
  carrierName: 'Great Lakes Freight Co.',
  carrierActiveIndicator: true,
  carrierMCNo: '784512',
  carrierUsDOTNo: '2291847',
  commonCarrierId: 'GLFC-20417',
  carrierScac: 'GLFC',
  carrierTier: 'GOLD',
  carrierStatusCode: 'A',
  addressLine1: '2200 S Halsted St',
  addressLine2: null,
  city: 'Chicago',
  state: 'IL',
  country: 'USA',
  postalCode: '60608',
  truckload: true,
  ltl: false,
  intermodal: true,
  hazmatCertExpirationDate: '2027-11-27',
  hazmat232PermitInd: true,
  primaryContact: {
    firstName: 'Karen',
    lastName: 'Novak',
    contactType: 'Owner',
    phone: '312-555-0140',
    fax: null,
    email: 'karen@glfc.test',
  },
  otherContacts: [],
  insurances: [
    {
      insuranceId: 'INS-5502',
      policyNumber: 'POL-INS-5502',
      insuranceType: 'Cargo',
      insuranceTypeCode: 'CG',
      status: 'ACTIVE',
      certificateId: null,
      limits: '250000.00',
      coverageAmount: '100000.50',
      policyEffectiveDate: '2026-01-01',
      policyExpirationDate: '2026-11-01',
      isExpired: true,
    },
  ],
  certifications: [
    {
      certificationCode: 'SMARTWAY',
      description: 'EPA SmartWay Transport Partner',
      certificateExpireDate: '2028-11-27',
      qualificationStatus: null,
    },
  ],
};

function renderProfile(profile: CarrierProfile | null) {
  return renderRoutes(
    [{ path: paths.app.companyProfile.path, element: <CarrierProfilePage /> }],
    paths.app.companyProfile.getHref(),
    {
      api: {
        graphql: {
          getCarrierProfile: () =>
            profile
              ? { data: { getCarrierProfile: profile } }
              : { errors: [{ message: 'No carrier profile was found.', extensions: { code: 'NOT_FOUND' } }] },
        },
      },
    },
  );
}

/** The value of a fact, by its term, within a section. */
const factIn = (section: HTMLElement, term: string) =>
  within(section).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const section = (name: string) => screen.getByRole('region', { name });

describe('the carrier profile page', () => {
  it('[D3-2.46] shows Carrier Info, Contact Details, Carrier Insurance and Certification', async () => {
    renderProfile(fullProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Profile' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Carrier Info' })).toBeTruthy();
    const info = section('Carrier Info');
    expect(factIn(info, 'Carrier name')).toBe('Great Lakes Freight Co.');
    expect(factIn(info, 'MC #')).toBe('784512');
    expect(factIn(info, 'USDOT #')).toBe('2291847');
    expect(factIn(info, 'Status')).toBe('Active');
    expect(factIn(info, 'City, state and ZIP')).toBe('Chicago, IL 60608');
    expect(factIn(info, 'Modes')).toBe('Truckload and Intermodal');
    expect(factIn(info, 'Hazmat certificate expires')).toBe('Nov 27, 2027');
    const contacts = section('Contact Details');
    expect(factIn(contacts, 'Name')).toBe('Karen Novak');
    expect(within(contacts).getByRole('link', { name: '312-555-0140' }).getAttribute('href')).toBe(
      'tel:3125550140',
    );
    expect(within(contacts).getByRole('link', { name: 'karen@glfc.test' }).getAttribute('href')).toBe(
      'mailto:karen@glfc.test',
    );
    const insurance = section('Carrier Insurance');
    expect(within(insurance).getByRole('heading', { name: 'Cargo' })).toBeTruthy();
    expect(within(insurance).getByText('Expired')).toBeTruthy();
    expect(factIn(insurance, 'Limits')).toBe('$250,000.00');
    expect(factIn(insurance, 'Coverage amount')).toBe('$100,000.50');
    expect(factIn(insurance, 'Expiration date')).toBe('Nov 1, 2026');
    const certification = section('Certification');
    expect(within(certification).getByRole('heading', { name: 'SMARTWAY' })).toBeTruthy();
    expect(factIn(certification, 'Description')).toBe('EPA SmartWay Transport Partner');
  });

  it('[D3-2.47] a field the record lacks shows "-"', async () => {
    renderProfile({
      ...fullProfile,
      carrierMCNo: null,
      addressLine1: null,
      hazmatCertExpirationDate: null,
      truckload: false,
      intermodal: false,
      primaryContact: null,
    });
    await screen.findByRole('heading', { level: 2, name: 'Carrier Info' });
    const info = section('Carrier Info');
    expect(factIn(info, 'MC #')).toBe('-');
    expect(factIn(info, 'Address')).toBe('-');
    expect(factIn(info, 'Hazmat certificate expires')).toBe('-');
    expect(factIn(info, 'Modes')).toBe('-');
    const contacts = section('Contact Details');
    for (const term of ['Name', 'Type', 'Phone', 'Fax', 'E-mail']) expect(factIn(contacts, term)).toBe('-');
    const insurance = section('Carrier Insurance');
    expect(factIn(insurance, 'Certificate ID')).toBe('-');
    expect(factIn(section('Certification'), 'Qualification status')).toBe('-');
  });

  it('says when the profile cannot be loaded, with Try again', async () => {
    renderProfile(null);
    expect(await screen.findByText('The carrier profile could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('[D3-1.03] reads in French, amounts and days through Intl, with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    renderProfile(fullProfile);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Renseignements sur le transporteur' }),
    ).toBeTruthy();
    const insurance = section('Assurances du transporteur');
    // Intl writes French amounts with narrow no-break spaces: compared as plain spaces.
    expect(factIn(insurance, 'Limites')?.replace(/\s/g, ' ')).toBe('250 000,00 $ US');
    expect(factIn(insurance, 'Date d’expiration')).toBe('1 nov. 2026');
    expect(await findViolations(document.body)).toEqual([]);
  });
});
