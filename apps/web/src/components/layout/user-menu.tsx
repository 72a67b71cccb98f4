import { useState } from 'react';
import { ChevronDown, CreditCard, LayoutDashboard, LogOut } from 'lucide-react';
import type { User } from '@siteline/contract';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx';
import { UserAvatar } from './user-avatar.tsx';

export interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** Avatar button with the Dashboard / Subscription / Log out dropdown (a Radix menu: arrow keys, Escape, focus return). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <DropdownMenu open={isOpen} onOpenChange={setIsOpen} modal={false}>
      <DropdownMenuTrigger
        // Opens on click (Radix would open on pointer down), like the other buttons of the bar.
        onPointerDown={(event) => event.preventDefault()}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <UserAvatar user={user} />
        <span className="max-w-32 truncate">{user.firstName || user.email}</span>
        <ChevronDown className="h-4 w-4 text-slate-400" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        <DropdownMenuItem asChild className="mt-1">
          <a href="/dashboard">
            <LayoutDashboard className="h-4 w-4" aria-hidden /> Dashboard
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="/billing">
            <CreditCard className="h-4 w-4" aria-hidden /> Subscription
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout} className="text-red-600 data-[highlighted]:bg-red-50">
          <LogOut className="h-4 w-4" aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
