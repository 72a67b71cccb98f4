import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../components/ui/spinner.tsx';
import { FullPageStatus } from '../components/layout/full-page-status.tsx';
import { NotFoundPage } from '../features/errors/components/not-found-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { GuestRoute } from './guards/guest-route.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { APP_ROUTES, type AppRoute } from './routes.tsx';

function renderRoute({ access, layout, component: Page }: AppRoute): ReactNode {
  let page: ReactNode = (
    <Suspense fallback={layout === 'app' ? <PageLoading /> : <FullPageStatus label="Loading..." />}>
      <Page />
    </Suspense>
  );
  if (layout === 'public') page = <PublicLayout>{page}</PublicLayout>;
  if (layout === 'app') page = <AppLayout>{page}</AppLayout>;
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
