import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { clearStoredSession } from '../lib/session-storage.ts';

interface AuthErrorBoundaryState {
  hasError: boolean;
}

/** Catches rendering failures and offers a way out: back to sign-in with a clean session, or reload. */
export class AuthErrorBoundary extends Component<{ children: ReactNode }, AuthErrorBoundaryState> {
  override state: AuthErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AuthErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Rendering failed', error, info.componentStack);
  }

  private returnToLogin = (): void => {
    clearStoredSession();
    window.location.href = '/login';
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
        <div role="alert" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50">
            <AlertTriangle className="h-7 w-7 text-red-600" aria-hidden />
          </span>
          <h1 className="mt-5 text-xl font-semibold text-slate-900">Authentication Error</h1>
          <p className="mt-2 text-sm text-slate-500">Something went wrong with authentication. Please try again.</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button onClick={this.returnToLogin}>Return to Login</Button>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          </div>
        </div>
      </div>
    );
  }
}
