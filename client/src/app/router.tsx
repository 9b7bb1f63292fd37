// Routes of spec section 2, each also under the private-link prefix
// /u/{linkId}; anything else goes Home. Screens other than Home load lazily, and
// render once the Apollo Client has arrived (their data is all the server's).
// Declarative routing (useRoutes under BrowserRouter), not a data router: the app uses
// no loaders, actions or fetchers, and the data router's code would weigh on first load.
import { Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { WithClient, WithClientWhenReady } from '../shared/apollo/WithClient.tsx';
import { useLinkId } from '../shared/routing/linkPrefix.ts';
import { AppLayout } from './AppLayout.tsx';
import { HomeRoute } from './HomeRoute.tsx';
import { retryableLazy } from './retryableLazy.tsx';

const UmmahScreen = retryableLazy(() => import('../features/ummah/UmmahScreen.tsx'));
const DuasScreen = retryableLazy(() => import('../features/duas/DuasScreen.tsx'));
const ReflectionsScreen = retryableLazy(() => import('../features/reflections/ReflectionsScreen.tsx'));
const QiblaScreen = retryableLazy(() => import('../features/qibla/QiblaScreen.tsx'));
const TimetableScreen = retryableLazy(() => import('../features/timetable/TimetableScreen.tsx'));
const IslamicYearScreen = retryableLazy(() => import('../features/hijri/IslamicYearScreen.tsx'));
const StatsScreen = retryableLazy(() => import('../features/stats/StatsScreen.tsx'));
const FindMosqueScreen = retryableLazy(() => import('../features/mosque/FindMosqueScreen.tsx'));
const MosqueScreen = retryableLazy(() => import('../features/mosque/MosqueScreen.tsx'));
const CreateMosqueScreen = retryableLazy(() => import('../features/mosque/CreateMosqueScreen.tsx'));
const MosqueAdminScreen = retryableLazy(() => import('../features/mosque/MosqueAdminScreen.tsx'));
const MosqueClaimScreen = retryableLazy(() => import('../features/mosque/MosqueClaimScreen.tsx'));
const PrayerHallScreen = retryableLazy(() => import('../features/mosque/PrayerHallScreen.tsx'));
const EmailLinkScreen = retryableLazy(() => import('../features/accounts/EmailLinkScreen.tsx'));

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
  { path: 'calendar', element: serverScreen(<IslamicYearScreen />) },
  { path: 'stats', element: serverScreen(<StatsScreen />) },
  { path: 'm', element: serverScreen(<FindMosqueScreen />) },
  { path: 'm/new', element: serverScreen(<CreateMosqueScreen />) },
  { path: 'm/:slug', element: serverScreen(<MosqueScreen />) },
  { path: 'm/:slug/admin', element: serverScreen(<MosqueAdminScreen />) },
  { path: '*', element: <GoHome /> },
];

const routes: RouteObject[] = [
  // The prayer-hall screen (issue 33): full screen, no sign-in, no app frame.
  { path: '/m/:slug/screen', element: <WithClientWhenReady>{<PrayerHallScreen />}</WithClientWhenReady> },
  // The pages a mailed link opens (issue 40 item 3): outside the app frame, whose sign-in
  // must not run before the page has asked and used the link.
  { path: '/email/confirm', element: <Suspense fallback={null}>{<EmailLinkScreen />}</Suspense> },
  { path: '/email/sign-in', element: <Suspense fallback={null}>{<EmailLinkScreen />}</Suspense> },
  // A claim mail's link (issue 44 item 4): outside the app frame too, whose first-visit sign-in
  // would move the page before it read its fragment; and not under /m/, where 'claim' could be a slug.
  { path: '/mosque-claim', element: <WithClientWhenReady>{<MosqueClaimScreen />}</WithClientWhenReady> },
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
