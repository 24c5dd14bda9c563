import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The catalogue of the chosen language is loaded before the first render, so no text flashes in English.
void initI18n().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
