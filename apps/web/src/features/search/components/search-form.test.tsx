import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { SearchCriteria, SearchPlace } from '@freight/domain/search/criteria';
import { defaultSearchCriteria } from '@freight/domain/search/defaults';
import type { SearchFormState } from '@freight/domain/search/editing';
import { searchRuleMessages } from '../../../test/shared-messages';
import { shiftDays } from '@freight/domain/zoned-dates';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { currentOffsetDateTime, searchFormStorageKey } from '../search-form-store';
import type { SearchResultsState } from '../search-navigation';
import { SearchForm } from './search-form';
import { readResultsState, renderSearchScreen, setOnline, type FakeApi } from './search-form.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  vi.useRealTimers();
  setOnline(true);
  await changeLanguage('en', null);
});

const dispatcher: Role[] = ['carrierDispatcher'];
const chicago: SearchPlace = {
  city: 'Chicago',
  state: 'IL',
  country: 'USA',
  postalCode: '60601',
  timeZone: 'America/Chicago',
};
const dallas: SearchPlace = { city: 'Dallas', state: 'TX', country: 'USA', postalCode: null, timeZone: null };

function freshCriteria(roles: Role[] = dispatcher): SearchCriteria {
  return defaultSearchCriteria(currentOffsetDateTime(), roles);
}

/** Puts a form in the store, as if typed before a round trip to the results. */
function seedForm(patch: Partial<SearchCriteria>, extra: Partial<SearchFormState> = {}) {
  const form: SearchFormState = {
    criteria: { ...freshCriteria(), ...patch },
    favorite: false,
    criteriaId: null,
    ...extra,
  };
  window.sessionStorage.setItem(searchFormStorageKey, JSON.stringify(form));
}

function readStoredForm(): SearchFormState | null {
  const raw = window.sessionStorage.getItem(searchFormStorageKey);
  return raw ? (JSON.parse(raw) as SearchFormState) : null;
}

const cityToCity = {
  originMode: 'city',
  origin: chicago,
  destinationMode: 'city',
  destination: dallas,
} as const;

const side = (name: 'Origin' | 'Destination') => within(screen.getByRole('group', { name }));

const locationsApi: FakeApi = {
  rest: {
    '/v1/api/locations/searchByQuery': () =>
      Response.json([
        {
          cityName: 'Chicago',
          state: 'IL',
          country: 'USA',
          postalCode: '60601',
          coordinates: { lat: 41.88, lng: -87.63 },
          timeZone: 'America/Chicago',
        },
        {
          cityName: 'Chicago Heights',
          state: 'IL',
          country: 'USA',
          postalCode: '60411',
          coordinates: { lat: 41.5, lng: -87.64 },
          timeZone: 'America/Chicago',
        },
      ]),
  },
};

/** The input of a field (a typeahead's or a select's listbox carries the same label). */
const inputLabelled = (name: string) =>
  screen.getAllByLabelText(name).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const isDisabled = (element: HTMLElement) => (element as HTMLInputElement).disabled;
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('SearchForm', () => {
  it('[D1-4.01] origin and destination start as Anywhere; the checkbox sets or clears it', () => {
    renderSearchScreen(<SearchForm />);
    const originAnywhere = side('Origin').getByRole('checkbox', { name: 'Anywhere' });
    expect(isChecked(originAnywhere)).toBe(true);
    expect(isChecked(side('Destination').getByRole('checkbox', { name: 'Anywhere' }))).toBe(true);
    expect(isDisabled(inputLabelled('Pick-up city'))).toBe(true);
    expect(isDisabled(inputLabelled('Drop-off city'))).toBe(true);

    fireEvent.click(originAnywhere);
    expect(isChecked(originAnywhere)).toBe(false);
    expect(isDisabled(inputLabelled('Pick-up city'))).toBe(false);
    expect(readStoredForm()?.criteria).toMatchObject({ originMode: 'city', origin: null });

    fireEvent.click(originAnywhere);
    expect(isChecked(originAnywhere)).toBe(true);
    expect(readStoredForm()?.criteria).toMatchObject({ originMode: 'anywhere', origin: null });
  });

  it('[D1-4.01] [D1-5.03] drop dates are shown only when the destination is not Anywhere', () => {
    renderSearchScreen(<SearchForm />);
    expect(screen.queryByRole('button', { name: 'Delivery Date Range' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pick-Up Date Range' })).toBeTruthy();
    fireEvent.click(side('Destination').getByRole('checkbox', { name: 'Anywhere' }));
    expect(screen.getByRole('button', { name: 'Delivery Date Range' })).toBeTruthy();
  });

  it('[D1-4.02] the radius is enabled only for a chosen city, and starts at 100 miles', () => {
    seedForm({ originMode: 'city', origin: { city: 'Chica', state: '', country: '' } });
    renderSearchScreen(<SearchForm />);
    const slider = side('Origin').getByRole('slider', { name: 'Origin radius' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(slider.getAttribute('aria-disabled')).toBe('true');
    expect(isDisabled(side('Origin').getByRole('button', { name: 'Increase Origin radius' }))).toBe(true);
    // The destination is Anywhere: no radius there either.
    expect(isDisabled(side('Destination').getByRole('button', { name: 'Decrease Destination radius' }))).toBe(
      true,
    );
  });

  it('[D1-4.02] [D1-5.08] 25 to 250 in steps of 25: plus stops at 250, minus at 25', () => {
    seedForm({ originMode: 'city', origin: chicago, originRadius: 225 });
    renderSearchScreen(<SearchForm />);
    const origin = side('Origin');
    const plus = origin.getByRole('button', { name: 'Increase Origin radius' });
    const minus = origin.getByRole('button', { name: 'Decrease Origin radius' });
    const slider = origin.getByRole('slider', { name: 'Origin radius' });
    expect(slider.getAttribute('aria-valuemin')).toBe('25');
    expect(slider.getAttribute('aria-valuemax')).toBe('250');

    fireEvent.click(plus);
    expect(slider.getAttribute('aria-valuenow')).toBe('250');
    expect(isDisabled(plus)).toBe(true);
    expect(isDisabled(minus)).toBe(false);

    for (let step = 0; step < 9; step += 1) fireEvent.click(minus);
    expect(slider.getAttribute('aria-valuenow')).toBe('25');
    expect(isDisabled(minus)).toBe(true);
    expect(isDisabled(plus)).toBe(false);
    expect(readStoredForm()?.criteria.originRadius).toBe(25);
  });

  it('[D1-4.03] the destination switches to 1 to 3 states of a country, USA by default', async () => {
    renderSearchScreen(<SearchForm />);
    fireEvent.click(side('Destination').getByRole('switch', { name: 'Search by state' }));
    expect(readStoredForm()?.criteria).toMatchObject({ destinationMode: 'states', destinationStates: [] });
    expect(valueOf(inputLabelled('Country'))).toBe('United States');
    expect(side('Destination').queryByLabelText('Drop-off city')).toBeNull();

    const states = inputLabelled('States or provinces');
    for (const name of ['Texas (TX)', 'Oklahoma (OK)', 'Arkansas (AR)', 'Louisiana (LA)']) {
      fireEvent.click(states);
      const option = screen.queryByRole('option', { name });
      if (option) fireEvent.click(option);
    }
    await waitFor(() => expect(readStoredForm()?.criteria.destinationStates).toEqual(['TX', 'OK', 'AR']));
  });

  it('[D1-4.03] [D1-5.06] no state in state mode is refused', () => {
    seedForm({ originMode: 'city', origin: chicago, destinationMode: 'states', destinationStates: [] });
    renderSearchScreen(<SearchForm />);
    submit();
    expect(screen.getByText(searchRuleMessages.en.statesMissing)).toBeTruthy();
    expect(readResultsState(screen)).toBeNull();
  });

  it('[D1-4.04] any edit clears the favourite flag and the criteria id', () => {
    seedForm({ ...cityToCity }, { favorite: true, criteriaId: 'saved-7' });
    renderSearchScreen(<SearchForm />);
    fireEvent.click(side('Destination').getByRole('button', { name: 'Increase Destination radius' }));
    expect(readStoredForm()).toMatchObject({ favorite: false, criteriaId: null });
    expect(readStoredForm()?.criteria.destinationRadius).toBe(125);
  });

  it('[D1-4.01] a stored form of another shape is dropped: the form starts from the defaults', () => {
    const stale = {
      criteria: { ...freshCriteria(), ...cityToCity, originMode: 'somewhere' },
      favorite: false,
    };
    window.sessionStorage.setItem(searchFormStorageKey, JSON.stringify(stale));
    renderSearchScreen(<SearchForm />);
    expect(isChecked(side('Origin').getByRole('checkbox', { name: 'Anywhere' }))).toBe(true);
    expect(isChecked(side('Destination').getByRole('checkbox', { name: 'Anywhere' }))).toBe(true);
    window.sessionStorage.setItem(searchFormStorageKey, '{not json');
    fireEvent.click(side('Origin').getByRole('checkbox', { name: 'Anywhere' }));
    expect(readStoredForm()?.criteria).toMatchObject({ originMode: 'city', destinationMode: 'anywhere' });
  });

  it('[D1-4.05] Clear resets both sides and forgets what was typed', () => {
    seedForm({ ...cityToCity, originRadius: 50, trailerType: 'Flatbed', origin: null });
    renderSearchScreen(<SearchForm />);
    submit();
    expect(screen.getByText(searchRuleMessages.en.originMissing)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(readStoredForm()).toBeNull();
    expect(isChecked(side('Origin').getByRole('checkbox', { name: 'Anywhere' }))).toBe(true);
    expect(isChecked(side('Destination').getByRole('checkbox', { name: 'Anywhere' }))).toBe(true);
    expect(valueOf(inputLabelled('Trailer type'))).toBe('Dry Van');
    expect(screen.queryByText(searchRuleMessages.en.originMissing)).toBeNull();
  });

  it('[D1-4.06] a guest-only user searches the default trailer type and cannot change it', () => {
    seedForm({ ...cityToCity, trailerType: 'Flatbed' });
    renderSearchScreen(<SearchForm />, { roles: ['carrierGuest'] });
    const trailer = inputLabelled('Trailer type');
    expect(valueOf(trailer)).toBe('Dry Van');
    expect(isDisabled(trailer)).toBe(true);
    submit();
    const state = readResultsState(screen) as SearchResultsState;
    expect(state.criteria.trailerType).toBe('Dry Van');
  });

  it('[D1-4.06] other roles choose the trailer type', () => {
    seedForm({ ...cityToCity, trailerType: 'Flatbed' });
    renderSearchScreen(<SearchForm />, { roles: ['carrierGuest', 'carrierDispatcher'] });
    expect(isDisabled(inputLabelled('Trailer type'))).toBe(false);
    expect(valueOf(inputLabelled('Trailer type'))).toBe('Flatbed');
  });

  it('[D1-5.01] a valid search opens the results with the criteria, dates with their offset', () => {
    seedForm({ ...cityToCity });
    renderSearchScreen(<SearchForm />);
    submit();
    const state = readResultsState(screen) as SearchResultsState;
    expect(state.from).toBe('newSearch');
    expect(state.criteria).toMatchObject({ origin: chicago, destination: dallas, originRadius: 100 });
    expect(state.criteria.pickUpStartDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00[+-]\d{2}:\d{2}$/);
    // What was typed is still there when the user comes back.
    expect(readStoredForm()?.criteria.origin).toEqual(chicago);
  });

  it('[D1-5.11] without the network, Search shows the offline alert instead', async () => {
    seedForm({ ...cityToCity });
    setOnline(false);
    renderSearchScreen(<SearchForm />);
    submit();
    expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
    expect(readResultsState(screen)).toBeNull();
  });
});

describe('SearchForm messages', () => {
  const tomorrow = (time = '00:00:00') => {
    const start = freshCriteria().pickUpStartDate!;
    return shiftDays(start, 1).replace('T00:00:00', `T${time}`);
  };

  // Ends before it begins: picks up tomorrow from 08:00 until 07:00.
  const reversed: Partial<SearchCriteria> = {
    ...cityToCity,
    destinationMode: 'anywhere',
    destination: null,
    pickUpStartDate: tomorrow('08:00:00'),
    pickUpEndDate: tomorrow('07:00:00'),
  };

  // Each case: the rule, a form breaking it, the issue whose text must show.
  const cases: [string, Partial<SearchCriteria>, keyof typeof searchRuleMessages.en][] = [
    ['[D1-5.02] origin city empty', { ...cityToCity, origin: null }, 'originMissing'],
    ['[D1-5.02] destination city empty', { ...cityToCity, destination: null }, 'destinationMissing'],
    ['[D1-5.03] drop dates missing', { ...cityToCity, dropStartDate: null }, 'dropDateInvalid'],
    [
      '[D1-5.04] delivery range begins before the pick-up range',
      { ...cityToCity, pickUpStartDate: tomorrow('12:00:00'), dropStartDate: tomorrow('06:00:00') },
      'dropStartsBeforePickup',
    ],
    ['[D1-5.05] no city and no state anywhere', {}, 'locationMissing'],
    [
      '[D1-5.05] origin Anywhere with state mode',
      { destinationMode: 'states', destinationStates: ['TX'] },
      'originMissingForStates',
    ],
    ['[D1-5.06] pick-up date missing', { ...cityToCity, pickUpStartDate: null }, 'pickupDateInvalid'],
    [
      '[D1-5.06] [D1-5.09] a city not chosen among the suggestions',
      { ...cityToCity, origin: { city: 'Chicagoo', state: '', country: '' } },
      'cityInvalid',
    ],
    ['[D1-5.07] pick-up range that ends before it begins', reversed, 'pickupRangeReversed'],
  ];

  it.each(cases)('%s: shown next to the field in English', (_rule, patch, issue) => {
    seedForm(patch);
    renderSearchScreen(<SearchForm />);
    submit();
    expect(screen.getByText(searchRuleMessages.en[issue].trim())).toBeTruthy();
    expect(readResultsState(screen)).toBeNull();
  });

  it.each(cases)('%s: shown next to the field in French', async (_rule, patch, issue) => {
    await changeLanguage('fr', null);
    seedForm(patch);
    renderSearchScreen(<SearchForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByText(searchRuleMessages.fr[issue].trim())).toBeTruthy();
  });

  it('[D1-5.02] the message is tied to its field and goes once the field is fixed', () => {
    seedForm({ ...cityToCity, destination: null });
    renderSearchScreen(<SearchForm />);
    submit();
    const city = inputLabelled('Drop-off city');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    const describedBy = city.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(
      searchRuleMessages.en.destinationMissing,
    );
    fireEvent.click(side('Destination').getByRole('checkbox', { name: 'Anywhere' }));
    expect(screen.queryByText(searchRuleMessages.en.destinationMissing)).toBeNull();
  });

  it('[D1-5.07] the pick-up range message can be replaced by configuration', async () => {
    seedForm(reversed);
    renderSearchScreen(<SearchForm />, {
      config: { search: { pickupRangeError: { en: 'Pick-up ends too early.', fr: 'Fin trop tôt.' } } },
    });
    submit();
    expect(await screen.findByText('Pick-up ends too early.')).toBeTruthy();
    expect(screen.queryByText(searchRuleMessages.en.pickupRangeReversed)).toBeNull();
  });

  const dayCount = (from: string | null, to: string | null) =>
    Math.round((Date.parse(to!.slice(0, 10)) - Date.parse(from!.slice(0, 10))) / 86_400_000);

  it('[D1-5.07] [D1-9.05] pick-up ends 2 days after today and the drop 8, from the start of today', () => {
    renderSearchScreen(<SearchForm />);
    fireEvent.click(side('Destination').getByRole('checkbox', { name: 'Anywhere' }));
    const { pickUpStartDate, pickUpEndDate, dropStartDate, dropEndDate } = readStoredForm()!.criteria;
    expect(pickUpStartDate).toBe(freshCriteria().pickUpStartDate);
    expect(pickUpStartDate).toMatch(/T00:00:00[+-]\d{2}:\d{2}$/);
    expect(dropStartDate).toBe(pickUpStartDate);
    expect(dayCount(pickUpStartDate, pickUpEndDate)).toBe(2);
    expect(dayCount(pickUpStartDate, dropEndDate)).toBe(8);
    expect(pickUpEndDate).toMatch(/T23:55:00[+-]\d{2}:\d{2}$/);
  });

  it('[D1-5.07] the offsets of the search-screen defaults replace the configured ones', async () => {
    const { queryClient } = renderSearchScreen(<SearchForm />, {
      api: {
        rest: {
          '/load/v2/getSearchScreenDefaults': () =>
            Response.json({ countries: [], originDateDefaultOffset: 1, destinationDateDefaultOffset: 4 }),
        },
      },
    });
    await waitFor(() => expect(queryClient.getQueryData(['searchScreenDefaults'])).toBeDefined());
    fireEvent.click(side('Destination').getByRole('checkbox', { name: 'Anywhere' }));
    const { pickUpStartDate, pickUpEndDate, dropEndDate } = readStoredForm()!.criteria;
    expect(dayCount(pickUpStartDate, pickUpEndDate)).toBe(1);
    expect(dayCount(pickUpStartDate, dropEndDate)).toBe(4);
  });
});

describe('SearchForm date ranges', () => {
  // Mantine's calendar takes seconds to render in jsdom on a busy machine (its first opening loads it).
  const calendarTimeoutMs = 20_000;

  /** Picks a range of days in the date picker labelled `label`, as a user clicks them. */
  async function pickRange(label: string, from: string, to: string) {
    const button = screen.getByRole('button', { name: label });
    fireEvent.click(button);
    const dropdown = await waitFor(() => {
      const found = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(within(dropdown).getByRole('button', { name: from, hidden: true }));
    fireEvent.click(within(dropdown).getByRole('button', { name: to, hidden: true }));
  }

  it(
    '[D1-5.04] [D1-5.07] a later pick-up range to a destination city moves the untouched delivery range with it',
    async () => {
      // Tuesday 10 November 2026 at noon: the calendar opens on November.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 10, 12, 0));
      seedForm({ ...cityToCity });
      renderSearchScreen(<SearchForm />);

      await pickRange('Pick-Up Date Range', '13 November 2026', '15 November 2026');
      submit();

      expect(screen.queryByText(searchRuleMessages.en.dropStartsBeforePickup)).toBeNull();
      const { criteria } = readResultsState(screen) as SearchResultsState;
      expect(criteria.pickUpStartDate).toMatch(/^2026-11-13T00:00:00[+-]\d{2}:\d{2}$/);
      expect(criteria.dropStartDate).toBe(criteria.pickUpStartDate);
      expect(criteria.dropEndDate).toMatch(/^2026-11-21T23:55:00[+-]\d{2}:\d{2}$/);
    },
    calendarTimeoutMs,
  );

  it(
    '[D1-5.04] the delivery range the user picks is theirs: a later pick-up range leaves it, and the rule says so',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 10, 12, 0));
      seedForm({ destinationMode: 'states', destinationStates: ['TX'], originMode: 'city', origin: chicago });
      renderSearchScreen(<SearchForm />);

      await pickRange('Delivery Date Range', '11 November 2026', '12 November 2026');
      expect(readStoredForm()).toMatchObject({ isDropRangeChosen: true });
      // Back later: the stored form remembers the choice.
      cleanup();

      renderSearchScreen(<SearchForm />);
      await pickRange('Pick-Up Date Range', '13 November 2026', '15 November 2026');
      submit();

      expect(screen.getByText(searchRuleMessages.en.dropStartsBeforePickup)).toBeTruthy();
      expect(readStoredForm()?.criteria.dropStartDate).toMatch(/^2026-11-11T00:00:00/);
    },
    calendarTimeoutMs,
  );
});

describe('SearchForm city typeahead', () => {
  it('[D1-5.09] keeps letters, digits, commas and spaces, asks after more than 2 characters and 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    seedForm({ originMode: 'city', origin: null });
    const { calls } = renderSearchScreen(<SearchForm />, { api: locationsApi });
    const lookups = () => calls.filter((call) => call.url.startsWith('/v1/api/locations/'));
    const input = inputLabelled('Pick-up city');

    fireEvent.change(input, { target: { value: 'Ch' } });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(lookups()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Chi<>;' } });
    expect(valueOf(input)).toBe('Chi');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(lookups()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lookups().map((call) => call.url)).toEqual(['/v1/api/locations/searchByQuery?query=Chi']);
  });

  it('[D1-5.09] a suggestion makes the place; text that matches none is refused', async () => {
    seedForm({ originMode: 'city', origin: null, destinationMode: 'anywhere' });
    renderSearchScreen(<SearchForm />, { api: locationsApi });
    const input = inputLabelled('Pick-up city');
    fireEvent.change(input, { target: { value: 'Chicagoo' } });
    submit();
    expect(screen.getByText(searchRuleMessages.en.cityInvalid)).toBeTruthy();
    expect(isDisabled(side('Origin').getByRole('button', { name: 'Increase Origin radius' }))).toBe(true);

    fireEvent.change(input, { target: { value: 'Chica' } });
    fireEvent.focus(input);
    fireEvent.click(input);
    // The dropdown's transition leaves it hidden to the accessibility tree in jsdom.
    const option = await screen.findByRole(
      'option',
      { name: 'Chicago, IL', hidden: true },
      { timeout: 2_000 },
    );
    expect(screen.getByRole('option', { name: 'Chicago Heights, IL', hidden: true })).toBeTruthy();
    fireEvent.click(option);
    expect(valueOf(input)).toBe('Chicago, IL');
    expect(readStoredForm()?.criteria.origin).toEqual(chicago);
    expect(screen.queryByText(searchRuleMessages.en.cityInvalid)).toBeNull();
    expect(isDisabled(side('Origin').getByRole('button', { name: 'Increase Origin radius' }))).toBe(false);
  });
});
