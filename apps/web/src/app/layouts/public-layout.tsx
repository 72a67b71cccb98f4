import type { ReactNode } from 'react';
import { Navbar } from '../../components/layout/navbar.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';

/** Public pages: navigation bar, the page, the full footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
