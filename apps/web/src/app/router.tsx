import { lazy, useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './routes/route-error';

// Every page is its own chunk, so the first load carries only the frame and the page it opens.
const LandingPage = lazy(() =>
  import('../features/auth/components/landing-page').then((module) => ({ default: module.LandingPage })),
);
const HomePage = lazy(() =>
  import('../features/home/components/home-page').then((module) => ({ default: module.HomePage })),
);
const NotFoundPage = lazy(() =>
  import('./routes/not-found').then((module) => ({ default: module.NotFoundPage })),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Inside the layout, so that an error keeps the header and the <main> landmark.
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
          { path: paths.login.path, element: <LandingPage /> },
          { path: paths.app.root.path, element: <Navigate to={paths.app.home.getHref()} replace /> },
          { path: paths.app.home.path, element: <HomePage /> },
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

// Vite's base is '/carrier/'; the router wants it without the trailing slash.
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  return <RouterProvider router={router} />;
}
