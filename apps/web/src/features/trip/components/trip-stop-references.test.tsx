import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { makeTripShipment, renderTrip } from '../trip.test-utils';

// The trip screen composes each stop's references (features/references) into its row.

beforeAll(async () => {
  await initI18n(null);
});
afterEach(() => notifications.clean());

const referencesAnswer = () => ({
  data: {
    getShipmentDetails: {
      shipmentId: 'S1',
      sourceSystem: 'MERCURYGATE',
      division: null,
      myLoadsBucket: 'inTransit' as const,
      isCallerDriver: true,
      references: [{ type: 'Pickup Number', value: 'PU-4411', display: true, stopId: 'P1' }],
    },
  },
});

describe('the references of the trip screen stops', () => {
  it('[D2-4.64] each stop row asks for its own references, and offers Add Reference for that stop', async () => {
    renderTrip(makeTripShipment(), { graphql: { getShipmentReferences: referencesAnswer } });
    const delivery = await screen.findByRole('listitem', { name: /Stop 2/ });
    fireEvent.click(within(delivery).getByRole('button', { name: 'References of stop 2' }));
    expect(await within(delivery).findByText('No references for the stop')).toBeTruthy();
    fireEvent.click(within(delivery).getByRole('button', { name: 'Add Reference to stop 2' }));
    expect(await screen.findByRole('dialog', { name: 'Add Reference, stop 2' })).toBeTruthy();

    const pickup = screen.getByRole('listitem', { name: /Stop 1/ });
    fireEvent.click(within(pickup).getByRole('button', { name: 'References of stop 1' }));
    expect(await within(pickup).findByText('Pickup Number: PU-4411')).toBeTruthy();
    expect(await findViolations(pickup)).toEqual([]);
  });
});
