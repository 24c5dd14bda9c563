// Mantine's base styles; each component's own come with it, in its chunk (mantine-styles-plugin.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageChunks } from './app/router';
import { startPageDataEarly } from './app/start-page-data-early';
import { env } from './config/env';
import { createAppApiClient } from './lib/api-provider';
import { startSessionRestore } from './lib/auth/restore-session';
import { browserStorage } from './lib/browser-storage';
import { getStartupConfig } from './lib/config';
import { captureEntryParams } from './lib/entry-params';
import { initI18n } from './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Campaign (utm_*) and state-search parameters of whatever URL the app was opened with.
captureEntryParams(window.location.search);

// The browser's install offer comes early, before the first render: kept for the header's prompt.
captureInstallPrompt();

// The page's own chunks are fetched now, while the catalogue loads and sign-in completes.
preloadPageChunks(window.location.pathname);

// The session is restored now too, with the configuration the app starts with (the AuthProvider reads
// the same one), rather than once the first screen has been drawn; a reloaded results page asks its
// first results with it at once.
const startupConfig = getStartupConfig(browserStorage, env.configEnvironment).config;
startPageDataEarly({
  session: startSessionRestore(startupConfig.identity),
  config: startupConfig,
  clientFor: (idToken) =>
    createAppApiClient({ timeoutMs: startupConfig.app.serviceTimeoutMs, getIdToken: () => idToken }),
});

// Production builds only: in development the worker would serve stale modules to Vite. Registered once
// the page has loaded: the worker's precache (every file of the release) must not compete with the
// first page's own requests.
if (import.meta.env.PROD) {
  const register = () =>
    void registerServiceWorker().catch((error: unknown) =>
      console.warn('Service worker not registered', error),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The catalogue of the chosen language is loaded before the first render, so no text flashes in English.
void initI18n().then(() => {
  const root = createRoot(rootElement);
  // A transition: React draws the first screen in short tasks, so the page answers input meanwhile
  // (the results page's Total Blocking Time, decision 053).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
