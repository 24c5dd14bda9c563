import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultConfig, type AppConfig, type ConfigEnvironment } from '@freight/domain/config';
import { browserStorage, type KeyValueStorage } from './browser-storage';
import { getStartupConfig, loadConfig, type LoadedConfig } from './config';
import { browserFetch, type FetchFunction } from './fetch-function';

const ConfigContext = createContext<AppConfig>(defaultConfig);

/** Where the configuration in use comes from, and whether the first fetch at start-up has ended. */
export type ConfigStatus = { source: LoadedConfig['source']; isSettled: boolean };
const ConfigStatusContext = createContext<ConfigStatus>({ source: 'defaults', isSettled: true });

function reportProblems(loaded: LoadedConfig): void {
  // Ignored settings must not break the app, but someone editing the remote document should see them.
  if (loaded.source === 'remote' && loaded.problems.length > 0) {
    console.warn('Remote config settings ignored:', loaded.problems);
  }
}

function isSameConfig(a: LoadedConfig, b: LoadedConfig): boolean {
  return a.source === b.source && a.fetchedAt === b.fetchedAt;
}

type ConfigProviderProps = {
  env: ConfigEnvironment;
  children: ReactNode;
  fetch?: FetchFunction;
  storage?: KeyValueStorage | null;
};

/**
 * Renders at once with the stored configuration (or the defaults), then fetches the remote document
 * and again whenever the page becomes visible; `loadConfig` decides whether the interval allows it.
 */
export function ConfigProvider({
  env,
  children,
  fetch = browserFetch,
  storage = browserStorage,
}: ConfigProviderProps) {
  const [loaded, setLoaded] = useState(() => getStartupConfig(storage, env));
  const [isSettled, setSettled] = useState(false);

  useEffect(() => {
    let isMounted = true;
    const refresh = () => {
      void loadConfig({ env, fetch, storage, now: Date.now }).then((next) => {
        if (!isMounted) return;
        setSettled(true);
        reportProblems(next);
        // Keep the same object when nothing changed, so that a page focus does not re-render the app.
        setLoaded((previous) => (isSameConfig(previous, next) ? previous : next));
      });
    };
    const handleVisibilityChange = () => {
      if (document.visibilityState === 'visible') refresh();
    };

    refresh();
    document.addEventListener('visibilitychange', handleVisibilityChange);
    return () => {
      isMounted = false;
      document.removeEventListener('visibilitychange', handleVisibilityChange);
    };
  }, [env, fetch, storage]);

  const status = useMemo(() => ({ source: loaded.source, isSettled }), [loaded.source, isSettled]);

  return (
    <ConfigContext value={loaded.config}>
      <ConfigStatusContext value={status}>{children}</ConfigStatusContext>
    </ConfigContext>
  );
}

export function useConfigStatus(): ConfigStatus {
  return useContext(ConfigStatusContext);
}

export function useConfig(): AppConfig {
  return useContext(ConfigContext);
}
