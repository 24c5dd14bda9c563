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

// --- Web Push (decision 060) ---
// A push is a notification's JSON payload (title, body, data with type, deepLinkURI, shipmentId and
// vendorMessageID). It is shown with View Later and View Now (D3-4.48); View Now, or a click on the
// notification itself, follows the deep link, else opens My Loads with the shipment (D3-4.49), in a
// window of the app already open when there is one. The two labels are the service worker's own: it
// has no catalogue, so they follow the browser's language (English or French).
const pushActionLabels = {
  en: { later: 'View Later', now: 'View Now' },
  fr: { later: 'Voir plus tard', now: 'Voir maintenant' },
};

function pushLabels() {
  const language = (self.navigator.language || 'en').slice(0, 2).toLowerCase();
  return pushActionLabels[language] || pushActionLabels.en;
}

function readPush(event) {
  try {
    const payload = event.data ? event.data.json() : null;
    if (payload && typeof payload.title === 'string') return payload;
  } catch {
    // Not JSON: shown as its text below.
  }
  return { title: event.data ? event.data.text() : '', body: '', data: {} };
}

/** The app's address of a notification: its deep link under this app's base, or My Loads. */
function pushTarget(data) {
  const link = data && typeof data.deepLinkURI === 'string' ? data.deepLinkURI : '';
  // Deep links name the web app's base (/carrier/...); the installed app may run under another one.
  const appPath = link.replace(/^\/(carrier|mobile)\//, '').replace(/^\//, '');
  if (appPath) {
    const url = new URL(appPath, scope);
    if (url.origin === scope.origin) return url.href;
  }
  const shipmentId = data && typeof data.shipmentId === 'string' ? data.shipmentId : '';
  return new URL(shipmentId ? `app/MyLoad?shipmentId=${encodeURIComponent(shipmentId)}` : 'app/MyLoad', scope)
    .href;
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  const labels = pushLabels();
  const data = push.data || {};
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body || '',
      data,
      tag: data.vendorMessageID || undefined,
      icon: new URL('icons/icon-192.png', scope).href,
      actions: [
        { action: 'later', title: labels.later },
        { action: 'now', title: labels.now },
      ],
    }),
  );
});

async function openPushTarget(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(scope.href));
  if (!open) return self.clients.openWindow(url);
  const focused = await open.focus();
  return 'navigate' in focused ? focused.navigate(url).catch(() => self.clients.openWindow(url)) : focused;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.action === 'later') return;
  event.waitUntil(openPushTarget(pushTarget(event.notification.data)));
});
