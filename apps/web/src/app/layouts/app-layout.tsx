import { useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { AppSidebar } from '../../components/layout/app-sidebar.tsx';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';

/** Signed-in screens: the sidebar (fixed from lg up, slide-over below) beside the page; tooltips share one timing. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  return (
    <TooltipProvider>
      <div className="min-h-screen bg-slate-50">
        <AppSidebar isOpen={isSidebarOpen} onClose={() => setIsSidebarOpen(false)} />
        <div className="lg:pl-64">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden">
            <button type="button" aria-label="Open sidebar" onClick={() => setIsSidebarOpen(true)} className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
              <Menu className="h-5 w-5" />
            </button>
            <BrandLogo />
          </header>
          <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-10">
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
