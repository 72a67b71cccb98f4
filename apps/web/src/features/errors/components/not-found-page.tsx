import { ArrowLeft, Home, SearchX } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-indigo-50">
          <SearchX className="h-8 w-8 text-indigo-600" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
        <p className="mt-3 text-slate-500">The page you are looking for does not exist or has been moved.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => window.history.back()}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> Go Back
          </Button>
          <a href="/" className={buttonVariants()}>
            <Home className="h-4 w-4" aria-hidden /> Go Home
          </a>
        </div>
      </div>
    </div>
  );
}
