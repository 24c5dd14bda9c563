import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureEntryParams } from './lib/entry-params';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Campaign (utm_*) and state-search parameters of whatever URL the app was opened with.
captureEntryParams(window.location.search);

// Production builds only: in development the worker would serve stale modules to Vite.
if (import.meta.env.PROD) {
  void registerServiceWorker().catch((error: unknown) =>
    console.warn('Service worker not registered', error),
  );
}

// The catalogue of the chosen language is loaded before the first render, so no text flashes in English.
void initI18n().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
