import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/* Radix tabs: arrow keys, Home and End move between tabs, as in the WAI-ARIA tabs pattern. */

export interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/** Radix selects a tab on mouse down and on focus; a click (or a synthetic one) selects it too. */
const SelectTab = createContext<(value: string) => void>(() => undefined);

export function Tabs({ value, onValueChange, children, className }: TabsProps) {
  return (
    <SelectTab.Provider value={onValueChange}>
      <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className}>
        {children}
      </TabsPrimitive.Root>
    </SelectTab.Provider>
  );
}

export function TabsList({ children, className }: { children: ReactNode; className?: string }) {
  return <TabsPrimitive.List className={cn('inline-flex items-center gap-1 rounded-xl bg-slate-100 p-1', className)}>{children}</TabsPrimitive.List>;
}

export function TabsTrigger({ value, children, disabled }: { value: string; children: ReactNode; disabled?: boolean }) {
  const selectTab = useContext(SelectTab);
  return (
    <TabsPrimitive.Trigger
      value={value}
      disabled={disabled}
      onClick={() => selectTab(value)}
      className={cn(
        'rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 disabled:opacity-50',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
      )}
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <TabsPrimitive.Content value={value} className={cn('mt-4', className)}>
      {children}
    </TabsPrimitive.Content>
  );
}
