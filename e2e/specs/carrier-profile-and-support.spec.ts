import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoUpn, signIn } from '../support/sign-in';
import { dateIn } from '../support/supply';
import { chooseAppLanguage } from '../support/language';

// The carrier profile, Support, Feedback and the side navigation's partner links end to end
// (decision 056), against the real server and database: a source system sends its carrier's record
// through the integration API and a member of that carrier reads it; a guest is told to register; a
// driver reads the help content and Site News and sends feedback; English and French; axe on each.

/** The demo carrier's record as MercuryGate sends it (the demo's own, so other specs see no change), with a new certification. */
async function putDemoCarrier(request: APIRequestContext) {
  const inDays = (days: number) => dateIn('America/New_York', days);
  const insurance = (insuranceId: string, code: string, type: string, limits: string, days: number) => ({
    insuranceId,
    policyNumber: `POL-${insuranceId}`,
    insuranceTypeCode: code,
    insuranceType: type,
    status: 'ACTIVE',
    certificateId: `CERT-${insuranceId}`,
    limits,
    coverageAmount: limits,
    policyEffectiveDate: inDays(0),
    policyExpirationDate: inDays(days),
  });
  const response = await request.put('/integration/v1/carriers/GLFC-20417', {
    headers: { 'x-api-key': 'demo-key-mercurygate' },
    data: {
      carrierName: 'Great Lakes Freight Co.',
      carrierActiveIndicator: true,
      tmsCarrierId: 'MG-C-88214',
      carrierMCNo: '784512',
      carrierUsDOTNo: '2291847',
      carrierScac: 'GLFC',
      carrierTier: 'GOLD',
      carrierStatusCode: 'A',
      addressLine1: '2200 S Halsted St',
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      postalCode: '60608',
      hazmatCertExpirationDate: inDays(365),
      hazmat232PermitInd: true,
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: true,
      carrierInvoiceExists: true,
      primaryContact: {
        firstName: 'Linda',
        lastName: 'Marsh',
        contactType: 'OWNER',
        phone: '312-555-0101',
        fax: '312-555-0102',
        email: 'owner@demo.freight.test',
      },
      otherContacts: [
        {
          firstName: 'Karen',
          lastName: 'Walsh',
          contactType: 'DISPATCH',
          phone: '312-555-0199',
          email: 'dispatcher@demo.freight.test',
        },
        {
          firstName: 'Greg',
          lastName: 'Pham',
          contactType: 'BILLING',
          phone: '312-555-0177',
          email: 'billing@demo.freight.test',
        },
      ],
      insurances: [
        insurance('INS-5501', 'AL', 'Auto Liability', '1000000.00', 365),
        insurance('INS-5502', 'CG', 'Cargo', '250000.00', 365),
        insurance('INS-5503', 'GL', 'General Liability', '2000000.00', 730),
      ],
      certifications: [
        {
          certificationCode: 'SMARTWAY',
          description: 'EPA SmartWay Transport Partner',
          certificateExpireDate: inDays(730),
          qualificationStatus: 'QUALIFIED',
        },
        {
          certificationCode: 'TWIC',
          description: 'Transportation Worker Identification Credential',
          certificateExpireDate: inDays(1095),
          qualificationStatus: 'QUALIFIED',
        },
        // New in this record: what the profile shows comes from the source system's last one.
        {
          certificationCode: 'CTPAT',
          description: null,
          certificateExpireDate: null,
          qualificationStatus: 'PENDING',
        },
      ],
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    commonCarrierId: 'GLFC-20417',
    certifications: 3,
    expiredInsurances: [],
  });
}

/** The value of a fact of a section, by its term. */
const fact = (page: Page, section: string, term: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: term })
    .first()
    .locator('xpath=following-sibling::dd[1]');

test.describe.configure({ mode: 'serial' });

test('[D3-2.46] [D3-2.47] [D3-7.11] a source system sends its carrier’s record and an admin reads it on the Company Profile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await putDemoCarrier(request);
  await signIn(page, demoUpn('admin'));
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Company Profile' }).click();
  await expect(page).toHaveURL(/\/carrier\/app\/companyProfile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  for (const name of ['Carrier Info', 'Contact Details', 'Carrier Insurance', 'Certification'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(fact(page, 'Carrier Info', 'Carrier name')).toHaveText('Great Lakes Freight Co.');
  await expect(fact(page, 'Carrier Info', 'MC #')).toHaveText('784512');
  await expect(fact(page, 'Carrier Info', 'City, state and ZIP')).toHaveText('Chicago, IL 60608');
  await expect(fact(page, 'Contact Details', 'Name')).toHaveText('Linda Marsh');
  await expect(page.getByRole('region', { name: 'Carrier Insurance' })).toContainText('$250,000.00');
  const certification = page.getByRole('region', { name: 'Certification' });
  await expect(certification.getByRole('heading', { name: 'CTPAT' })).toBeVisible();
  // The new certification has no description nor expiry: "-".
  await expect(certification.locator('dd').filter({ hasText: /^-$/ })).toHaveCount(2);
  await page.mouse.move(900, 10);
  await expectAccessible(page);

  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil de l’entreprise' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Assurances du transporteur' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assurances du transporteur' })).toContainText(
    /250\s000,00\s\$/,
  );
  await expectAccessible(page);
  await chooseAppLanguage(page, 'Langue', 'English');
});

test('[D3-6.07] [D3-8.25] a guest is told to register instead of seeing the carrier profile', async ({
  page,
}) => {
  await signIn(page, demoUpn('guest'));
  await page.goto('/carrier/app/companyProfile');
  await expect(page.getByText('Register to get full access.')).toBeVisible();
  await expect(page).toHaveURL(/\/carrier\/app\/search$/);
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toHaveCount(0);
});

test('[D3-2.67] [D3-2.68] a driver reads Support: FAQ, contact, legal and Site News, in English and French', async ({
  page,
}) => {
  await signIn(page, demoUpn('driver'));
  // The driver's start tab (My Loads) first, so that its redirect does not follow the click below.
  await expect(page.getByRole('heading', { level: 1, name: /Loads Assigned/ })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'More' }).click();
  await navigation.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'FAQ',
    'Contact us',
    'Legal',
    'Site News',
  ]);
  await expect(page.getByRole('heading', { level: 4, name: 'How do I book a load?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch the video: How do I book a load?' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
    'href',
    'tel:+18005550142',
  );
  await expect(page.getByRole('heading', { name: 'Post your trucks and lanes' })).toBeVisible();
  await page.mouse.move(900, 10);
  await expectAccessible(page);

  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.getByRole('heading', { level: 2, name: 'Nouvelles du site' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 4, name: 'Comment réserver un chargement ?' }),
  ).toBeVisible();
  await expectAccessible(page);
  await chooseAppLanguage(page, 'Langue', 'English');
});

test('[D3-4.46] [D3-5.26] a driver sends feedback: Submit only with a rating, the low-rating prompt, the counter, thanks and reset', async ({
  page,
}) => {
  await signIn(page, demoUpn('driver'));
  await page.goto('/carrier/app/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Comments' }).fill('The map could load faster.');
  await expect(page.getByText('1,974 characters left')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByText('2 stars', { exact: true }).click();
  const prompt = page.getByRole('textbox', { name: 'How can we improve our app or service?' });
  await expect(prompt).toHaveValue('The map could load faster.');
  await expect(submit).toBeEnabled();
  await expectAccessible(page);

  const sent = page.waitForResponse((response) => response.url().endsWith('/devicemanage/v1/manage'));
  await submit.click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ feedback: true });
  expect(answer.request().postDataJSON()).toMatchObject({
    rating: 2,
    feedback: 'The map could load faster.',
    upn: demoUpn('driver'),
    devicePlatform: 'Web',
    appVersion: '',
  });
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
  await expect(submit).toBeDisabled();

  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.getByRole('heading', { level: 1, name: 'Commentaires' })).toBeVisible();
  await page.getByText('1 étoile', { exact: true }).click();
  await expect(
    page.getByRole('textbox', {
      name: 'Comment pouvons-nous améliorer notre application ou notre service ?',
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await chooseAppLanguage(page, 'Langue', 'English');
});

test('[D3-2.24] the side navigation: Fuel Savings in a new tab, Trailer Rental and Parking after a confirmation', async ({
  page,
}) => {
  await signIn(page, demoUpn('dispatcher'));
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const fuel = navigation.getByRole('link', { name: /Fuel Savings/ });
  await expect(fuel).toHaveAttribute('target', '_blank');
  await expect(fuel).toHaveAttribute('rel', /noopener/);

  await navigation.getByRole('button', { name: 'Parking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave the app?' });
  await expect(dialog).toContainText('Parking');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await navigation.getByRole('button', { name: 'Trailer Rental' }).click();
  // The partner's site is not reachable from the test machine: a stand-in page answers its address.
  await page
    .context()
    .route('https://trailers.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Trailer Rental partner</title>' }),
    );
  const opened = page.context().waitForEvent('page');
  await page
    .getByRole('dialog', { name: 'Leave the app?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const partner = await opened;
  await expect(partner).toHaveTitle('Trailer Rental partner');
  expect(partner.url()).toBe('https://trailers.example.com/');
  await partner.close();
});
