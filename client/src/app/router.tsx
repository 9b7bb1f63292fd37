// Routes of spec section 2, each also under the private-link prefix
// /u/{linkId}; anything else goes Home. Screens other than Home load lazily, and
// render once the Apollo Client has arrived (their data is all the server's).
// Declarative routing (useRoutes under BrowserRouter), not a data router: the app uses
// no loaders, actions or fetchers, and the data router's code would weigh on first load.
import { lazy, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { WithClient } from '../shared/apollo/WithServer.tsx';
import { useLinkId } from '../shared/routing/linkPrefix.ts';
import { AppLayout } from './AppLayout.tsx';
import { HomeRoute } from './HomeRoute.tsx';

const UmmahScreen = lazy(() => import('../features/ummah/UmmahScreen.tsx'));
const DuasScreen = lazy(() => import('../features/duas/DuasScreen.tsx'));
const ReflectionsScreen = lazy(() => import('../features/reflections/ReflectionsScreen.tsx'));
const QiblaScreen = lazy(() => import('../features/qibla/QiblaScreen.tsx'));
const TimetableScreen = lazy(() => import('../features/timetable/TimetableScreen.tsx'));

function GoHome() {
  const linkId = useLinkId();
  return <Navigate to={linkId ? `/u/${linkId}` : '/'} replace />;
}

// Suspends to the layout's loader, like the screen's own chunk.
const serverScreen = (screen: ReactNode) => <WithClient>{screen}</WithClient>;

const screens: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'ummah', element: serverScreen(<UmmahScreen />) },
  { path: 'duas', element: serverScreen(<DuasScreen />) },
  { path: 'daily', element: serverScreen(<ReflectionsScreen />) },
  { path: 'compass', element: serverScreen(<QiblaScreen />) },
  { path: 'timetable', element: serverScreen(<TimetableScreen />) },
  { path: '*', element: <GoHome /> },
];

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/u/:linkId', children: screens },
      { path: '/', children: screens },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
