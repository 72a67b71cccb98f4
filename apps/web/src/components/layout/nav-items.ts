import { Code2, CreditCard, Globe, LayoutDashboard, MessagesSquare, Settings, type LucideIcon } from 'lucide-react';

export interface SidebarItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

export const SIDEBAR_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { label: 'Conversations', href: '/conversations', icon: MessagesSquare },
  { label: 'API Integration', href: '/api-integration', icon: Code2 },
  { label: 'Website Settings', href: '/website-settings', icon: Globe },
  { label: 'Billing & Plans', href: '/billing', icon: CreditCard },
  { label: 'Settings', href: '/settings', icon: Settings },
];

/** An item is active when the path equals its route or continues it after a slash. */
export function isNavItemActive(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}
