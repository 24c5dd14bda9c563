import { lazy, Suspense } from 'react';
import { useConfig } from '../lib/config-provider';
import { useIsUpdateWaiting } from '../lib/service-worker';
import { isUpdateForced } from '../lib/version';
import { AppProviders } from './providers';
import { AppRouter } from './router';

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Loads the update dialog only when there is something to say. */
function UpdatePromptGate() {
  const isWaiting = useIsUpdateWaiting();
  const { minSupportedVersion } = useConfig().app;
  if (!isWaiting && !isUpdateForced(minSupportedVersion)) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <UpdatePromptGate />
    </AppProviders>
  );
}
