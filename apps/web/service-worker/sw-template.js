/* global self, caches, __PRECACHE_FILES__ */
// The app's service worker, generated at build time by the `serviceWorker` plugin of vite.config.ts,
// which replaces the two placeholders below with the build's version and its file list.
// - Precaches the app shell (index.html, the hashed assets, icons, manifest) so the app opens offline.
// - Serves pages network-first (a new release is seen at once) and falls back to the cached
//   index.html when the network fails or is too slow to answer (a phone with a bar of signal);
//   serves hashed assets cache-first.
// - Never touches API calls: only GET requests under the app's own scope are handled. The data the
//   app shows without network (My Loads, trips) is saved by the app itself, per member, and cleared on
//   logout (decision 062): a worker cannot tell whose answer a POST to the gateway was.
// - Waits to take over until the page asks (the app's "Update now").

const version = '__BUILD_VERSION__';
const precacheFiles = __PRECACHE_FILES__;
const cacheName = `freight-app-${version}`;
const scope = new URL(self.registration.scope);
const indexUrl = new URL('index.html', scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(precacheFiles.map((file) => new URL(file, scope).href))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('freight-app-') && key !== cacheName)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function isAppRequest(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
}

// How long a page may take to start answering before the cached shell is served instead.
const navigationTimeoutMs = 4000;

async function handleNavigation(request) {
  const fromNetwork = fetch(request);
  // Answered after the shell was served, or failed: nobody waits for it any more.
  fromNetwork.catch(() => undefined);
  const tooSlow = new Promise((resolve) => setTimeout(resolve, navigationTimeoutMs, null));
  try {
    const answer = await Promise.race([fromNetwork, tooSlow]);
    if (answer) return answer;
  } catch {
    // No network: the cached shell below.
  }
  const cached = await caches.match(indexUrl);
  return cached || fromNetwork;
}

async function handleAsset(request) {
  const cached = await caches.match(request);
  return cached || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!isAppRequest(request)) return;
  event.respondWith(request.mode === 'navigate' ? handleNavigation(request) : handleAsset(request));
});
