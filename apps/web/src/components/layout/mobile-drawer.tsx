import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useAuth } from '../../hooks/use-auth.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { NAVBAR_LINKS } from './navbar-links.ts';
import { scrollToSectionOnHome } from './section-link.ts';

export interface MobileDrawerProps {
  onClose: () => void;
}

/**
 * The small-screen menu sliding in from the right; choosing a link closes it. Portalled to <body>
 * because the header's backdrop blur would otherwise become its containing block.
 */
export function MobileDrawer({ onClose }: MobileDrawerProps) {
  const { status, user, logout } = useAuth();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const actionClass = buttonVariants({ variant: 'outline' });
  return createPortal(
    <div className="fixed inset-0 z-50 md:hidden">
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden onClick={onClose} />
      <div role="dialog" aria-modal="true" aria-label="Menu" className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col bg-white p-5 shadow-xl">
        <div className="mb-6 flex items-center justify-between">
          <BrandLogo />
          <button type="button" aria-label="Close menu" className={buttonVariants({ variant: 'ghost', size: 'icon' })} onClick={onClose}>
            <X className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {NAVBAR_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              onClick={(event) => {
                onClose();
                scrollToSectionOnHome(event, link.href);
              }}
              className="rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
          {status === 'loading' ? (
            <Spinner label="Loading account" />
          ) : user ? (
            <>
              <div className="mb-2 flex items-center gap-3">
                <UserAvatar user={user} />
                <span className="truncate text-sm font-medium">{user.firstName || user.email}</span>
              </div>
              <a href="/dashboard" onClick={onClose} className={actionClass}>
                Dashboard
              </a>
              <a href="/billing" onClick={onClose} className={actionClass}>
                Subscription
              </a>
              <button
                type="button"
                className={buttonVariants({ variant: 'ghost' })}
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                Log out
              </button>
            </>
          ) : (
            <>
              <a href="/login" onClick={onClose} className={actionClass}>
                Sign In
              </a>
              <a href="/register" onClick={onClose} className={buttonVariants()}>
                Get Started
              </a>
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
