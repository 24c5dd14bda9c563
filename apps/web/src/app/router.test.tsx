import { beforeAll, describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
// Not 'react-router/dom': under Vitest it resolves to another copy of react-router than the hooks do.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLanguage, initI18n } from '../lib/i18n';
import { routes } from './router';
import { theme } from './theme';

function renderAt(...history: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: history, initialIndex: history.length - 1 });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n();
});

describe('routes', () => {
  it('[D1-2.02] / redirects to /login, the landing page [D1-2.05]', async () => {
    const router = renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Freight Marketplace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('Get Started opens the home page, which says that sign-in comes next', async () => {
    const router = renderAt('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/home');
    expect(screen.getByText(/Signing in arrives in the next release/)).toBeTruthy();
    // Focus follows the navigation, as it would after a full page load.
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('[D1-2.31] an unknown path shows page-not-found with Back and Home', async () => {
    renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('[D1-2.31] Back on page-not-found returns to the previous page', async () => {
    const router = renderAt('/app/home', '/no/such/page');

    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/home');
  });

  it('has a skip link to the one <main> landmark', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { level: 1 });

    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      `#${main.id}`,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('[D1-1.09] switches to French, sets <html lang> and remembers the choice', async () => {
    renderAt('/login');
    await screen.findByRole('button', { name: 'Get Started' });

    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));

    expect(await screen.findByRole('button', { name: 'Commencer' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('freight.language')).toBe('fr');
    await changeLanguage('en');
  });
});
