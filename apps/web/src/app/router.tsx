import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../components/ui/spinner.tsx';
import { FullPageStatus } from '../components/layout/full-page-status.tsx';
import { NotFoundPage } from '../features/errors/components/not-found-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { GuestRoute } from './guards/guest-route.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { APP_ROUTES, type AppRoute } from './routes.tsx';
import { lazyPage } from './lazy-page.ts';

// The signed-in frame (sidebar, plan card, usage) loads only with a signed-in screen.
const AppLayout = lazyPage(() => import('./layouts/app-layout.tsx'), 'AppLayout') as ComponentType<{ children: ReactNode }>;

function renderRoute({ access, layout, component: Page }: AppRoute): ReactNode {
  let page: ReactNode = (
    <Suspense fallback={layout === 'app' ? <PageLoading /> : <FullPageStatus label="Loading..." />}>
      <Page />
    </Suspense>
  );
  if (layout === 'public') page = <PublicLayout>{page}</PublicLayout>;
  if (layout === 'app') {
    page = (
      <Suspense fallback={<FullPageStatus label="Loading..." />}>
        <AppLayout>{page}</AppLayout>
      </Suspense>
    );
  }
  if (access === 'guest') return <GuestRoute>{page}</GuestRoute>;
  if (access === 'protected') return <ProtectedRoute>{page}</ProtectedRoute>;
  return page;
}

/** Inside the signed-in layout, a lazy page loads beside the sidebar. */
function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <Spinner className="h-8 w-8" label="Loading..." />
    </div>
  );
}

/** Every page of the route table, then the 404 page for anything else. */
export function AppRouter({ routes = APP_ROUTES }: { routes?: AppRoute[] }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          {renderRoute(route)}
        </Route>
      ))}
      <Route>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
