import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { useCarrierDrivers, type CarrierDriver } from './get-carrier-drivers';

const dana: CarrierDriver = {
  driverId: 'm3',
  upn: 'dana@demo.freight.test',
  firstName: 'Dana',
  lastName: 'Brooks',
  mobileNumber: '3125550100',
  countryCode: '+1',
  tractorNumber: 'T-12',
};

function DriverNames({ search }: { search: string }) {
  const drivers = useCarrierDrivers(search);
  return (
    <ul>
      {drivers.data?.map((driver) => (
        <li key={driver.driverId}>{`${driver.firstName} ${driver.lastName}`}</li>
      ))}
    </ul>
  );
}

const api = { graphql: { getCarrierDrivers: () => ({ data: { getCarrierDrivers: [dana] } }) } };

describe('useCarrierDrivers', () => {
  it('[D2-2.40] asks for the drivers by name or mobile, the text trimmed', async () => {
    const { variablesOf } = renderWithApi(<DriverNames search="  dana, 312 " />, { api });

    expect(await screen.findByText('Dana Brooks')).toBeTruthy();
    expect(variablesOf('getCarrierDrivers')).toEqual([{ search: 'dana, 312' }]);
  });

  it('[D2-2.40] an empty search asks for every driver of the carrier', async () => {
    const { variablesOf } = renderWithApi(<DriverNames search="   " />, { api });

    expect(await screen.findByText('Dana Brooks')).toBeTruthy();
    expect(variablesOf('getCarrierDrivers')).toEqual([{ search: null }]);
  });
});
