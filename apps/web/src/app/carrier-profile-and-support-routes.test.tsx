import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@freight/domain/roles';
import type { FetchFunction } from '../lib/fetch-function';
import { initI18n } from '../lib/i18n';
import { createFakeAuth, defaultFetch, renderApp } from '../test/render-app';
import { graphqlCallOf } from '../test/fake-api';

beforeAll(async () => {
  await initI18n();
});

// The first visit of a lazy page imports its whole module graph: a bound on waiting, not on speed.
const lazyPageWait = { timeout: 8_000 };

const profile = {
  carrierId: 'c1',
  carrierName: 'Great Lakes Freight Co.',
  carrierActiveIndicator: true,
  carrierMCNo: null,
  carrierUsDOTNo: null,
  commonCarrierId: 'GLFC-20417',
  carrierScac: null,
  carrierTier: null,
  carrierStatusCode: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  state: null,
  country: null,
  postalCode: null,
  truckload: true,
  ltl: false,
  intermodal: false,
  hazmatCertExpirationDate: null,
  hazmat232PermitInd: false,
  primaryContact: null,
  otherContacts: [],
  insurances: [],
  certifications: [],
};

const routesFetch: FetchFunction = async (url, init) => {
  if (url.startsWith('/contentstack/v1/contentstack/help')) return Response.json({ menuItems: [] });
  if (graphqlCallOf(url, init)?.operation === 'getCarrierProfile')
    return Response.json({ data: { getCarrierProfile: profile } });
  return defaultFetch(url, init);
};

const open = (path: string, roles: Role[]) =>
  renderApp([path], { auth: createFakeAuth(roles), fetch: routesFetch });

describe('the carrier profile, support and feedback routes', () => {
  it.each([
    ['/app/companyProfile', ['carrierDriver']],
    ['/app/manage/CarrierProfileDetails', ['carrierAdmin']],
  ] as [string, Role[]][])('[D3-2.10] %s is the carrier profile', async (path, roles) => {
    open(path, roles);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company Profile' }, lazyPageWait),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Carrier Info' })).toBeTruthy();
  });

  it('[D3-6.07] [D3-8.25] a guest is told to register and stays on their start tab', async () => {
    const router = open('/app/companyProfile', ['carrierGuest']);
    expect(await screen.findByText('Register to get full access.', undefined, lazyPageWait)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/search'));
  });

  it.each(['/app/support', '/app/feedback'])('[D3-2.13] [D3-6.08] %s opens for a guest too', async (path) => {
    open(path, ['carrierGuest']);
    const name = path.endsWith('support') ? 'Support' : 'Feedback';
    expect(await screen.findByRole('heading', { level: 1, name }, lazyPageWait)).toBeTruthy();
  });
});
