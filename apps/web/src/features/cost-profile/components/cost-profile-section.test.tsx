import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCostProfile } from '@freight/domain/profit/cost-profile';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { rankedByCostProfileMeta } from '../../../lib/query-keys';
import { findViolations } from '../../../test/dom';
import type { FakeApi } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import { CostProfileSection } from './cost-profile-section';

beforeAll(async () => {
  await initI18n(null);
});
afterEach(async () => {
  await changeLanguage('en', null);
});

const stored = { ...defaultCostProfile, isDefault: true };

function renderSection(graphql: FakeApi['graphql'] = {}, queryClient?: QueryClient) {
  return renderWithApi(<CostProfileSection />, {
    queryClient,
    api: {
      graphql: {
        getCostProfile: () => ({ data: { getCostProfile: stored } }),
        saveCostProfile: ({ input }) => ({ data: { saveCostProfile: { ...input, isDefault: false } } }),
        ...graphql,
      },
    },
  });
}

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });

describe('the cost profile section', () => {
  it('shows the defaults with their public source, and saves what the dispatcher typed', async () => {
    const { inputsOf } = renderSection();
    expect((await screen.findByLabelText(/Operating cost per mile/)).closest('form')).toBeTruthy();
    expect(input(/Operating cost per mile/).value).toBe('2.27');
    expect(
      screen.getByText(/ATRI, An Analysis of the Operational Costs of Trucking, 2024 update/),
    ).toBeTruthy();
    expect(screen.getByText(/FMCSA/)).toBeTruthy();
    type(/Fixed cost per day/, '185.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('saveCostProfile')).toHaveLength(1));
    expect(inputsOf('saveCostProfile')[0]).toEqual({ ...defaultCostProfile, fixedCostPerDay: 185.5 });
    expect(await screen.findByText('Cost profile saved.')).toBeTruthy();
  });

  it('a saved profile makes the lists ranked by net profit or net per day stale, and no other list', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ranked = queryClient.getQueryCache().build(queryClient, {
      queryKey: ['searchLoadPostings', 'netPerDay'],
      meta: rankedByCostProfileMeta,
    });
    const byPrice = queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ['searchLoadPostings', 'price'] });
    ranked.setData({ pages: [] });
    byPrice.setData({ pages: [] });
    const { inputsOf } = renderSection({}, queryClient);
    await screen.findByLabelText(/Operating cost per mile/);
    expect(ranked.state.isInvalidated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('saveCostProfile')).toHaveLength(1));
    await waitFor(() => expect(ranked.state.isInvalidated).toBe(true));
    expect(byPrice.state.isInvalidated).toBe(false);
  });

  it('refuses a figure out of its limits or a floor above the target before sending', async () => {
    const { inputsOf } = renderSection();
    await screen.findByLabelText(/Operating cost per mile/);
    type(/Driving hours per day/, '13');
    type(/Floor rate per mile/, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number within the limits shown.')).toBeTruthy();
    expect(screen.getByText('The floor rate cannot be above the target rate.')).toBeTruthy();
    expect(inputsOf('saveCostProfile')).toEqual([]);
  });

  it('fuel mode asks for the fuel price, the miles per gallon and the other costs', async () => {
    renderSection();
    await screen.findByLabelText(/Operating cost per mile/);
    fireEvent.click(screen.getByText('Fuel and other costs'));
    expect(input(/Fuel price per gallon/).value).toBe('3.75');
    expect(input(/Miles per gallon/).value).toBe('6.5');
    expect(screen.queryByLabelText(/Operating cost per mile/)).toBeNull();
  });

  it('a refusal of the server names the field and keeps what was typed', async () => {
    renderSection({
      saveCostProfile: () => ({
        errors: [
          {
            message: 'The cost profile has figures to correct.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { averageSpeedMph: 'Enter a number from 10 to 75.' },
            },
          } as never,
        ],
      }),
    });
    await screen.findByLabelText(/Operating cost per mile/);
    type(/Average speed/, '60');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number within the limits shown.')).toBeTruthy();
    expect(input(/Average speed/).value).toBe('60');
  });

  it('reads in French with French numbers, and has no accessibility violation', async () => {
    await changeLanguage('fr', null);
    renderSection();
    expect(await screen.findByLabelText(/Coût d’exploitation par mille/)).toBeTruthy();
    expect(screen.getByText(/2,27\s\$/)).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});
