import { lazy, Suspense } from 'react';
import { useConfig } from '../lib/config-provider';
import { useIsUpdateWaiting } from '../lib/service-worker';
import { isVersionBelow } from '../lib/version';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { StartPageDataEarly } from './start-page-data-early';

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Loads the update dialog only when there is something to say. */
function UpdatePromptGate() {
  const isWaiting = useIsUpdateWaiting();
  const { version, minSupportedVersion } = useConfig().app;
  if (!isWaiting && !isVersionBelow(version, minSupportedVersion)) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <StartPageDataEarly />
      <AppRouter />
      <UpdatePromptGate />
    </AppProviders>
  );
}
