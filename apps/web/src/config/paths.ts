// Every route of the SPA, written once. `path` is what the router matches (relative to the
// /carrier basename); `getHref` is what links and navigation use.
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    home: { path: '/app/home', getHref: () => '/app/home' },
  },
  notFound: { path: '*' },
} as const;
