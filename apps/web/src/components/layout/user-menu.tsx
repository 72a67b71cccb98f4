import { useEffect, useRef, useState } from 'react';
import { ChevronDown, CreditCard, LayoutDashboard, LogOut } from 'lucide-react';
import type { User } from '@siteline/contract';
import { UserAvatar } from './user-avatar.tsx';

export interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

const itemClass = 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100';

/** Avatar button with the Dashboard / Subscription / Log out dropdown. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <UserAvatar user={user} />
        <span className="max-w-32 truncate">{user.firstName || user.email}</span>
        <ChevronDown className="h-4 w-4 text-slate-400" aria-hidden />
      </button>
      {isOpen && (
        <div role="menu" className="absolute right-0 z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
          <div className="border-b border-slate-100 px-3 pt-1 pb-2 text-xs text-slate-500">{user.email}</div>
          <a role="menuitem" href="/dashboard" className={`${itemClass} mt-1`}>
            <LayoutDashboard className="h-4 w-4" aria-hidden /> Dashboard
          </a>
          <a role="menuitem" href="/billing" className={itemClass}>
            <CreditCard className="h-4 w-4" aria-hidden /> Subscription
          </a>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setIsOpen(false);
              onLogout();
            }}
            className={`${itemClass} text-red-600 hover:bg-red-50`}
          >
            <LogOut className="h-4 w-4" aria-hidden /> Log out
          </button>
        </div>
      )}
    </div>
  );
}
