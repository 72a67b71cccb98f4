import type { ReactNode } from 'react';
import { CheckCircle2, Star } from 'lucide-react';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { AuthFooter } from '../../../components/layout/site-footer.tsx';

const BENEFITS = ['Set up in 5 minutes', 'No coding required', 'Free to start, no credit card', 'Cancel anytime'];

/** The marketing side of the sign-in and sign-up pages. */
function MarketingPanel() {
  return (
    <div className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-800 lg:flex lg:flex-col lg:justify-center lg:px-14 xl:px-20">
      <div className="absolute -top-24 -right-24 h-96 w-96 rounded-full bg-white/10 blur-3xl" aria-hidden />
      <div className="absolute -bottom-32 -left-20 h-96 w-96 rounded-full bg-violet-400/20 blur-3xl" aria-hidden />
      <div className="relative">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-indigo-100 ring-1 ring-white/20">
          <Star className="h-4 w-4 fill-amber-300 text-amber-300" aria-hidden /> Trusted by 10,000+ businesses
        </p>
        <h2 className="mt-6 text-4xl leading-tight font-bold text-white">Your website, now answering customers 24/7.</h2>
        <p className="mt-4 max-w-md text-lg text-indigo-100">
          Siteline learns your content, products and tone, then handles support, leads and sales while you sleep.
        </p>
        <ul className="mt-8 space-y-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3 text-indigo-50">
              <CheckCircle2 className="h-5 w-5 text-emerald-300" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
        <figure className="mt-10 max-w-md rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur">
          <blockquote className="text-sm leading-6 text-white">
            “We went live the same afternoon. The assistant answers most questions before they ever reach our inbox.”
          </blockquote>
          <figcaption className="mt-3 text-xs text-indigo-200">Sample testimonial · Store owner</figcaption>
        </figure>
      </div>
    </div>
  );
}

export interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Two columns (form and marketing panel) above the compact footer. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <div className="grid flex-1 lg:grid-cols-2">
        <div className="flex flex-col px-4 py-8 sm:px-8 lg:px-16">
          <BrandLogo />
          <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-2 text-slate-500">{subtitle}</p>
            <div className="mt-8">{children}</div>
            <p className="mt-10 flex items-center justify-center gap-2 text-sm text-slate-500 lg:hidden">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden /> Trusted by 10,000+ businesses
            </p>
          </div>
        </div>
        <MarketingPanel />
      </div>
      <AuthFooter />
    </div>
  );
}
