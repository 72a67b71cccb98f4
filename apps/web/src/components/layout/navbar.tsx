import { lazy, Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import { useAuth } from '../../hooks/use-auth.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { BrandLogo } from './brand-logo.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { NAVBAR_LINKS } from './navbar-links.ts';
import { scrollToSectionOnHome } from './section-link.ts';

// Radix's menu is only for signed-in visitors: guests never load it.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

/** The public top bar. Links are plain anchors: navigation here is a full page load. */
export function Navbar() {
  const { status, user, logout } = useAuth();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const authArea =
    status === 'loading' ? (
      <Spinner label="Loading account" />
    ) : user ? (
      <Suspense fallback={<Spinner label="Loading account" />}>
        <UserMenu user={user} onLogout={() => void logout()} />
      </Suspense>
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
      {isDrawerOpen && <MobileDrawer onClose={() => setIsDrawerOpen(false)} />}
    </header>
  );
}
