import { fireEvent, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../../lib/i18n';
import { waitForQueries } from '../../../test/render-with-api';
import { answerReferences, makeReferenceShipment, renderReferences } from '../references.test-utils';
import { AddReferenceButton } from './add-reference-button';

beforeAll(async () => {
  await initI18n(null);
});

async function isOffered(roles: Role[], shipment = makeReferenceShipment()) {
  const { queryClient } = renderReferences(<AddReferenceButton shipmentId="S1" />, {
    roles,
    graphql: { getShipmentReferences: answerReferences(shipment) },
  });
  await waitForQueries(queryClient as QueryClient);
  return screen.queryByRole('button', { name: 'Add Reference' }) !== null;
}

describe('Add Reference of the References tab', () => {
  it.each([
    [['carrierDispatcher'], true],
    [['carrierLeasedOwnerOpr'], true],
    [['carrierDriver'], true],
    [['carrierAdmin'], false],
    [['carrierGuest'], false],
    [['carrierBeta1'], false],
  ] as [Role[], boolean][])('[D2-6.06] %j on their assigned load: offered %s', async (roles, offered) => {
    expect(await isOffered(roles)).toBe(offered);
  });

  it('[D2-6.06] a driver is offered it only on a load assigned to them', async () => {
    expect(await isOffered(['carrierDriver'], makeReferenceShipment({ isCallerDriver: false }))).toBe(false);
  });

  it.each([
    ['MERCURYGATE', null, true],
    ['MASTERMIND', 'DRAY', true],
    ['OTMNONASSET', null, false],
    ['TRINIUM', null, false],
  ] as const)('[D2-6.06] a %s load of division %s: offered %s', async (sourceSystem, division, offered) => {
    expect(await isOffered(['carrierDispatcher'], makeReferenceShipment({ sourceSystem, division }))).toBe(
      offered,
    );
  });

  it('[D2-6.06] [D1-2.25] not in a list without the References tab', async () => {
    expect(
      await isOffered(['carrierDispatcher'], makeReferenceShipment({ myLoadsBucket: 'carrierAssigned' })),
    ).toBe(false);
  });

  it('[D2-4.62] opens the modal for the shipment', async () => {
    await isOffered(['carrierDispatcher']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Reference' }));
    expect(await screen.findByRole('dialog', { name: 'Add Reference' })).toBeTruthy();
  });
});
