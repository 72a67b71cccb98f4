import { useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { BrandLogo } from './brand-logo.tsx';
import { UserMenu } from './user-menu.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { scrollToSectionOnHome } from './section-link.ts';

export const NAVBAR_LINKS = [
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/#pricing' },
  { label: 'About', href: '/about' },
  { label: 'Support', href: '/support' },
] as const;

/** The public top bar. Links are plain anchors: navigation here is a full page load. */
export function Navbar() {
  const { status, user, logout } = useAuth();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawerOpen]);

  const authArea =
    status === 'loading' ? (
      <Spinner label="Loading account" />
    ) : user ? (
      <UserMenu user={user} onLogout={() => void logout()} />
    ) : (
      <>
        <a href="/login" className={buttonVariants({ variant: 'ghost' })}>
          Sign In
        </a>
        <a href="/register" className={buttonVariants()}>
          Get Started
        </a>
      </>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/80 backdrop-blur-lg">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <div className="hidden items-center gap-1 md:flex">
          {NAVBAR_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              onClick={(event) => scrollToSectionOnHome(event, link.href)}
              className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
            >
              {link.label}
            </a>
          ))}
        </div>
        <div className="hidden items-center gap-2 md:flex">{authArea}</div>
        <button
          type="button"
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
          aria-label="Open menu"
          aria-expanded={isDrawerOpen}
          onClick={() => setIsDrawerOpen(true)}
        >
          <Menu className="h-5 w-5" />
        </button>
      </nav>
      {isDrawerOpen && (
        <div className="fixed inset-0 z-50 md:hidden">
          <div className="absolute inset-0 bg-slate-900/40" aria-hidden onClick={() => setIsDrawerOpen(false)} />
          <div role="dialog" aria-modal="true" aria-label="Menu" className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col bg-white p-5 shadow-xl">
            <div className="mb-6 flex items-center justify-between">
              <BrandLogo />
              <button type="button" aria-label="Close menu" className={buttonVariants({ variant: 'ghost', size: 'icon' })} onClick={() => setIsDrawerOpen(false)}>
                <X className="h-5 w-5" />
              </button>
            </div>
            <div className="flex flex-col gap-1">
              {NAVBAR_LINKS.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  onClick={(event) => {
                    setIsDrawerOpen(false);
                    scrollToSectionOnHome(event, link.href);
                  }}
                  className="rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
                >
                  {link.label}
                </a>
              ))}
            </div>
            <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
              {status === 'loading' ? (
                <Spinner label="Loading account" />
              ) : user ? (
                <>
                  <div className="mb-2 flex items-center gap-3">
                    <UserAvatar user={user} />
                    <span className="truncate text-sm font-medium">{user.firstName || user.email}</span>
                  </div>
                  <a href="/dashboard" onClick={() => setIsDrawerOpen(false)} className={buttonVariants({ variant: 'outline' })}>
                    Dashboard
                  </a>
                  <a href="/billing" onClick={() => setIsDrawerOpen(false)} className={buttonVariants({ variant: 'outline' })}>
                    Subscription
                  </a>
                  <button
                    type="button"
                    className={buttonVariants({ variant: 'ghost' })}
                    onClick={() => {
                      setIsDrawerOpen(false);
                      void logout();
                    }}
                  >
                    Log out
                  </button>
                </>
              ) : (
                <>
                  <a href="/login" onClick={() => setIsDrawerOpen(false)} className={buttonVariants({ variant: 'outline' })}>
                    Sign In
                  </a>
                  <a href="/register" onClick={() => setIsDrawerOpen(false)} className={buttonVariants()}>
                    Get Started
                  </a>
                </>
              )}
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
