// Routes of spec section 2, each also under the private-link prefix
// /u/{linkId}; anything else goes Home. Screens other than Home load lazily.
// Declarative routing (useRoutes under BrowserRouter), not a data router: the app uses
// no loaders, actions or fetchers, and the data router's code would weigh on first load.
import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
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

const screens: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'ummah', element: <UmmahScreen /> },
  { path: 'duas', element: <DuasScreen /> },
  { path: 'daily', element: <ReflectionsScreen /> },
  { path: 'compass', element: <QiblaScreen /> },
  { path: 'timetable', element: <TimetableScreen /> },
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
