import { Link, useLocation } from 'wouter';
import { LogOut, X } from 'lucide-react';
import type { User } from '@siteline/contract';
import { useAuth } from '../../hooks/use-auth.ts';
import { PlanCard } from './plan-card.tsx';
import { cn } from '../../lib/cn.ts';
import { BrandLogo } from './brand-logo.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { SIDEBAR_ITEMS, isNavItemActive } from './nav-items.ts';

/** 'Administrator' for admins, otherwise the plan tier ('Free', 'Pro', ...). */
export function userRoleText(user: Pick<User, 'role' | 'subscriptionTier'>): string {
  if (user.role === 'admin') return 'Administrator';
  const tier = user.subscriptionTier || 'free';
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)} plan`;
}

export interface AppSidebarProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The signed-in navigation: fixed on wide screens, a slide-over on narrow ones. Absent without a user. */
export function AppSidebar({ isOpen, onClose }: AppSidebarProps) {
  const { user, logout } = useAuth();
  const [pathname] = useLocation();
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  return (
    <>
      {isOpen && <div className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" aria-hidden onClick={onClose} />}
      <aside
        aria-label="Sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-slate-200 bg-white transition-transform duration-200 lg:translate-x-0',
          isOpen ? 'translate-x-0 shadow-xl' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-100 px-5">
          <BrandLogo />
          <button type="button" aria-label="Close sidebar" onClick={onClose} className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 lg:hidden">
            <X className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label="Dashboard" className="flex-1 space-y-1 overflow-y-auto px-3 py-4">
          {SIDEBAR_ITEMS.map((item) => {
            const isActive = isNavItemActive(pathname, item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                onClick={onClose}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <item.icon className={cn('h-4.5 w-4.5', isActive ? 'text-indigo-600' : 'text-slate-400')} aria-hidden />
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="space-y-3 border-t border-slate-100 p-3">
          <PlanCard role={user.role} />
          <div className="flex items-center gap-3 rounded-lg px-2 py-1.5">
            <UserAvatar user={user} className="h-9 w-9" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{fullName}</p>
              <p className="truncate text-xs text-slate-500">{userRoleText(user)}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={() => void logout()}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-600"
          >
            <LogOut className="h-4 w-4" aria-hidden /> Sign Out
          </button>
        </div>
      </aside>
    </>
  );
}
