import { BrandLogo, PRODUCT_NAME } from './brand-logo.tsx';
import { scrollToSectionOnHome } from './section-link.ts';

interface FooterLink {
  label: string;
  href: string;
}

/** Links of the compact footer under the sign-in and sign-up pages. */
export const AUTH_FOOTER_LINKS: FooterLink[] = [
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Docs', href: '/docs' },
  { label: 'API', href: '/api' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
];

/** Columns of the full footer on the public pages. */
export const SITE_FOOTER_COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/#features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Docs', href: '/docs' },
      { label: 'API', href: '/api' },
      { label: 'API Integration', href: '/api-integration' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Support', href: '/support' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

function FooterAnchor({ link, className }: { link: FooterLink; className: string }) {
  return (
    <a href={link.href} onClick={(event) => scrollToSectionOnHome(event, link.href)} className={className}>
      {link.label}
    </a>
  );
}

/** The full public footer: brand blurb and Product / Company / Legal columns. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-5 lg:px-8">
        <div className="md:col-span-2">
          <BrandLogo isInverted />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">
            Turn your website into an AI assistant that answers customers, captures leads and closes sales around the clock.
          </p>
        </div>
        {SITE_FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <FooterAnchor link={link} className="text-sm text-slate-400 transition-colors hover:text-white" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </div>
    </footer>
  );
}

/** The compact footer of the sign-in and sign-up pages. */
export function AuthFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm sm:flex-row sm:px-6 lg:px-8">
        <p className="text-slate-500">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {AUTH_FOOTER_LINKS.map((link) => (
            <FooterAnchor key={link.href} link={link} className="text-slate-500 hover:text-slate-900" />
          ))}
        </nav>
      </div>
    </footer>
  );
}
