import { useState } from 'react';
import { ArrowRight, CheckCircle2, PlayCircle, Star } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { SampleChat } from './sample-chat.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { DemoDialog } from './demo-dialog.tsx';
import { TestimonialsSection, TrustedByRow } from './social-proof.tsx';

const CLAIMS = ['5-minute setup', 'No coding', 'Free to start'];

/** The landing page (/). */
export function HomePage() {
  usePageMeta(PAGE_METAS.home);
  const [isDemoOpen, setIsDemoOpen] = useState(false);
  return (
    <>
      <DemoDialog open={isDemoOpen} onOpenChange={setIsDemoOpen} />
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
        <div className="absolute top-0 left-1/2 h-[480px] w-[900px] -translate-x-1/2 rounded-full bg-indigo-200/30 blur-3xl" aria-hidden />
        <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden /> 4.9/5 from 1000+ businesses
            </p>
            <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-slate-900 sm:text-6xl">
              Turn your website into an <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">AI assistant</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
              Give us your address. Siteline learns your content, products and tone, then answers customers, captures leads and closes sales around the clock,
              with one line of code.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href="/register" className={buttonVariants({ size: 'lg' })}>
                Get Started Free <ArrowRight className="h-4 w-4" aria-hidden />
              </a>
              <Button size="lg" variant="outline" onClick={() => setIsDemoOpen(true)}>
                <PlayCircle className="h-4 w-4" aria-hidden /> See How It Works
              </Button>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
              {CLAIMS.map((claim) => (
                <li key={claim} className="flex items-center gap-1.5 text-sm text-slate-600">
                  <CheckCircle2 className="h-4 w-4 text-emerald-500" aria-hidden /> {claim}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex justify-center lg:justify-end">
            <SampleChat />
          </div>
        </div>
      </section>
      <TrustedByRow />
      <HowItWorksSection id="features" />
      <TestimonialsSection />
      <PricingSection id="pricing" />
      <section className="py-20">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Ready to answer every customer, instantly?</h2>
          <p className="mt-4 text-lg text-slate-600">Create your assistant in 5 minutes. No credit card required.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="/register" className={buttonVariants({ size: 'lg' })}>
              Start Building Your AI Assistant <ArrowRight className="h-4 w-4" aria-hidden />
            </a>
            <Button size="lg" variant="outline" onClick={() => setIsDemoOpen(true)}>
              <PlayCircle className="h-4 w-4" aria-hidden /> Watch Demo
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
