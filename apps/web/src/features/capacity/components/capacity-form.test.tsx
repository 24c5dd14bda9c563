import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations, setOnline } from '../../../test/dom';
import type { FakeApi, FakeAnswer } from '../../../test/fake-api';
import { renderRoutes, waitForQueries } from '../../../test/render-with-api';
import { makeCapacity, makeLane } from '../capacity.test-utils';
import { editCapacityState } from '../capacity-navigation';
import { AddCapacityPage, EditCapacityPage } from './capacity-form-pages';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  vi.useRealTimers();
  setOnline(true);
  await changeLanguage('en', null);
});

function ListProbe() {
  const { pathname } = useLocation();
  return <p>List at {pathname}</p>;
}

const chicagoSuggestion = {
  cityName: 'Chicago',
  state: 'IL',
  country: 'USA',
  postalCode: '60601',
  coordinates: { lat: 41.88, lng: -87.63 },
  timeZone: 'America/Chicago',
};

const saved: FakeAnswer<'addCarrierCapacity'> = () => ({
  data: {
    addCarrierCapacity: {
      capacityID: 'cap-9',
      lastUpdatedByUserName: 'Dana Reyes',
      capacity: makeCapacity(),
    },
  },
});

function renderAdd(graphql: FakeApi['graphql'] = {}) {
  return renderRoutes(
    [
      { path: paths.app.addCapacity.path, element: <AddCapacityPage /> },
      { path: paths.app.manageCapacity.path, element: <ListProbe /> },
    ],
    paths.app.addCapacity.getHref(),
    {
      api: {
        graphql: { addCarrierCapacity: saved, ...graphql },
        rest: { '/v1/api/locations/searchByQuery': () => Response.json([chicagoSuggestion]) },
      },
    },
  );
}

function renderEdit(
  capacity = makeLane(),
  state: unknown = editCapacityState,
  graphql: FakeApi['graphql'] = {},
) {
  return renderRoutes(
    [
      { path: paths.app.editCapacity.path, element: <EditCapacityPage /> },
      { path: paths.app.manageCapacity.path, element: <ListProbe /> },
    ],
    { pathname: paths.app.editCapacity.getHref(capacity.capacityId), state },
    {
      api: {
        graphql: {
          selectCarrierCapacity: () => ({ data: { selectCarrierCapacity: capacity } }),
          updateCarrierCapacity: () => ({
            data: {
              updateCarrierCapacity: {
                capacityID: capacity.capacityId,
                lastUpdatedByUserName: 'Dana Reyes',
                capacity,
              },
            },
          }),
          ...graphql,
        },
      },
    },
  );
}

/** The input of a field (a typeahead's or a select's listbox carries the same label). */
const inputLabelled = (name: string) =>
  screen.getAllByLabelText(name).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const group = (name: string) => within(screen.getByRole('group', { name }));

async function chooseChicago() {
  const input = inputLabelled('Origin city');
  fireEvent.change(input, { target: { value: 'Chica' } });
  fireEvent.focus(input);
  fireEvent.click(input);
  fireEvent.click(
    await screen.findByRole('option', { name: 'Chicago, IL', hidden: true }, { timeout: 5_000 }),
  );
}

describe('the Add capacity form', () => {
  it('[D3-2.55] [D3-2.56] [D3-2.57] [D3-2.58] [D3-2.61] [D3-2.62] offers Truck or Lane, the trailer types, the origin with its radius, the dates, Clear and Save', async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Capacity' })).toBeTruthy();
    const truck = screen.getByRole('radio', { name: 'Truck' }) as HTMLInputElement;
    expect(truck.checked).toBe(true);
    expect(screen.getByText('Spot capacity currently available.')).toBeTruthy();
    expect(screen.getByText('Frequently desired origin to destination.')).toBeTruthy();
    fireEvent.click(inputLabelled('Trailer type'));
    expect(
      (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent),
    ).toEqual(['Dry Van', 'Refrigerated', 'Specialty', 'Power Only']);
    expect(inputLabelled('Origin city')).toBeTruthy();
    expect(group('Origin').getByRole('slider', { name: 'Origin radius' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByRole('button', { name: 'Available from' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Available until' })).toBeTruthy();
    expect(screen.getByText('*All fields are required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('[D3-5.18] starts from today and ends tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
    renderAdd();
    expect(screen.getByRole('button', { name: 'Available from' }).textContent).toBe('Nov 24, 2026');
    expect(screen.getByRole('button', { name: 'Available until' }).textContent).toBe('Nov 25, 2026');
  });

  it("a date picker's calendar is named by its field and names its previous and next controls", async () => {
    renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Available from' }));
    const calendar = await screen.findByRole('dialog', { name: 'Available from' });
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeTruthy();
    expect(await findViolations(calendar)).toEqual([]);
  });

  it("in French, a date picker's calendar is named by its field and names its controls in French", async () => {
    await changeLanguage('fr', null);
    renderAdd();
    fireEvent.click(await screen.findByRole('button', { name: 'Disponible à partir du' }));
    const calendrier = await screen.findByRole('dialog', { name: 'Disponible à partir du' });
    expect(within(calendrier).getByRole('button', { name: 'Mois précédent' })).toBeTruthy();
    expect(within(calendrier).getByRole('button', { name: 'Mois suivant' })).toBeTruthy();
  });

  it('[D3-4.41] [D3-2.59] [D3-2.60] a Lane has days instead of dates, and no Anywhere', () => {
    renderAdd();
    expect(screen.getByRole('checkbox', { name: 'Anywhere' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Lane' }));
    expect(screen.queryByRole('button', { name: 'Available from' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Anywhere' })).toBeNull();
    const days = group('Days of the week');
    expect(days.getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(screen.getByRole('radio', { name: 'Truck' }));
    expect(screen.getByRole('button', { name: 'Available from' })).toBeTruthy();
  });

  it('[D3-2.59] [D3-9.06] All checks the seven days, and is checked when every day is', () => {
    renderAdd();
    fireEvent.click(screen.getByRole('radio', { name: 'Lane' }));
    const days = group('Days of the week');
    const all = days.getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    fireEvent.click(all);
    const boxes = days.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((box) => box.checked)).toBe(true);
    fireEvent.click(days.getByRole('checkbox', { name: 'Sunday' }));
    expect(all.checked).toBe(false);
    fireEvent.click(days.getByRole('checkbox', { name: 'Sunday' }));
    expect(all.checked).toBe(true);
  });

  it('[D3-5.17] [D3-5.19] [D3-5.20] an empty Lane names every missing field and sends nothing', async () => {
    const { calls } = renderAdd();
    fireEvent.click(screen.getByRole('radio', { name: 'Lane' }));
    save();
    expect(await screen.findByText('Please provide a pickup location')).toBeTruthy();
    expect(screen.getByText('Kindly select atleast one day')).toBeTruthy();
    expect(screen.getByText('Please provide a drop off location')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'addCarrierCapacity')).toEqual([]);
  });

  it('[D3-2.60] [D3-5.21] Select States asks for 1 to 3 states of a country', async () => {
    const { calls } = renderAdd();
    fireEvent.click(screen.getByRole('switch', { name: 'Select States' }));
    expect(screen.getByRole('group', { name: 'Select 1 - 3 States/Provinces' })).toBeTruthy();
    expect(inputLabelled('Country')).toBeTruthy();
    save();
    expect(await screen.findByText('The selection of one or more states is required.')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'addCarrierCapacity')).toEqual([]);
  });

  it('[D3-4.42] [D3-3.12] saves a Truck from the chosen city, says so and returns to the list', async () => {
    const { inputsOf } = renderAdd();
    await chooseChicago();
    save();
    expect(await screen.findByText('List at /app/manage-capacity')).toBeTruthy();
    expect(await screen.findByText('Your details has been saved successfully')).toBeTruthy();
    const [input] = inputsOf('addCarrierCapacity');
    expect(input).toMatchObject({
      capacityId: null,
      capacityType: 'TRUCK',
      trailerType: 'Dry Van',
      originCity: 'Chicago',
      originState: 'IL',
      originLatitude: 41.88,
      originLongitude: -87.63,
      originRadius: 100,
      destinationCity: null,
      destinationRadius: null,
      destinationStates: [],
      preferredDays: [],
    });
    expect(String(input!.pickUpFromDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/);
  });

  it('[D3-8.17] a failed save says so and keeps what was typed; a refusal lands on its field', async () => {
    let answer: ReturnType<FakeAnswer<'addCarrierCapacity'>> = {
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }],
    };
    renderAdd({ addCarrierCapacity: () => answer });
    await chooseChicago();
    save();
    expect(await screen.findByText('Your details could not be saved. Please try again.')).toBeTruthy();
    expect(inputLabelled('Origin city').value).toBe('Chicago, IL');
    answer = {
      errors: [
        {
          message: 'The pick-up dates cannot start before today.',
          extensions: { code: 'BAD_USER_INPUT', fields: { pickUpDates: 'pickUpDateBeforeToday' } },
        } as never,
      ],
    };
    save();
    expect(await screen.findByText('The pick-up dates cannot start before today.')).toBeTruthy();
    expect(screen.queryByText('List at /app/manage-capacity')).toBeNull();
  });

  it('[D3-8.17] offline, Save opens the network alert and sends nothing', async () => {
    const { calls } = renderAdd();
    await chooseChicago();
    setOnline(false);
    save();
    expect(await screen.findByText('Please check your network connectivity and try again.')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'addCarrierCapacity')).toEqual([]);
  });

  it('[D3-4.43] Clear makes it a Truck again, radius 100, destination Anywhere', async () => {
    renderAdd();
    fireEvent.click(screen.getByRole('radio', { name: 'Lane' }));
    fireEvent.click(group('Origin').getByRole('button', { name: 'Decrease Origin radius' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByRole('radio', { name: 'Truck' }) as HTMLInputElement).checked).toBe(true);
    expect(group('Origin').getByRole('slider', { name: 'Origin radius' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect((screen.getByRole('checkbox', { name: 'Anywhere' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the Edit capacity form', () => {
  it('[D3-2.16] shows only when the navigation carries the show-page flag', async () => {
    renderEdit(makeLane(), null);
    expect(await screen.findByText('List at /app/manage-capacity')).toBeTruthy();
  });

  it('[D3-7.17] [D3-4.42] opens with the capacity and saves the change with its id', async () => {
    const { inputsOf } = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Capacity' })).toBeTruthy();
    const days = within(await screen.findByRole('group', { name: 'Days of the week' }));
    await waitFor(() =>
      expect((days.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(inputLabelled('Destination city').value).toBe('Dallas, TX');
    fireEvent.click(days.getByRole('checkbox', { name: 'Friday' }));
    save();
    expect(await screen.findByText('Your details has been updated successfully')).toBeTruthy();
    expect(inputsOf('updateCarrierCapacity')[0]).toMatchObject({
      capacityId: 'lane-1',
      capacityType: 'LANE',
      preferredDays: ['Monday', 'Wednesday', 'Friday'],
      destinationCity: 'Dallas',
      destinationRadius: 100,
      pickUpFromDate: null,
    });
  });

  it('[D3-5.18] [D3-5.24] a to-date before the from-date is refused with its message, and nothing is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
    const reversed = makeCapacity({
      pickUpFromDate: '2026-11-27T09:00:00-06:00',
      pickUpToDate: '2026-11-25T09:00:00-06:00',
    });
    const { calls } = renderEdit(reversed);
    await screen.findByRole('button', { name: 'Available from' });
    save();
    expect(await screen.findByText('The Pick-Up Date Range cannot end before it begins.')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'updateCarrierCapacity')).toEqual([]);
  });

  it('another carrier’s capacity, or a removed one, is not found', async () => {
    renderEdit(makeLane(), editCapacityState, {
      selectCarrierCapacity: () => ({
        errors: [{ message: 'This capacity was not found.', extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByText('Requested record not found, click ok to go back.')).toBeTruthy();
  });

  it('[D3-1.03] reads in French with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    const { queryClient } = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier la capacité' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Jours de la semaine' });
    expect(screen.getByText('Trajet d’origine à destination souhaité régulièrement.')).toBeTruthy();
    await waitForQueries(queryClient);
    expect(await findViolations(document.body)).toEqual([]);
  });
});
