import { Clock, Globe, HeartHandshake, Rocket, Sparkles, TrendingUp, Users } from 'lucide-react';

const STEPS = [
  {
    icon: Globe,
    title: 'Enter Your Website',
    detail: 'About 2 minutes · fully automated',
    text: 'Paste your address. We read your pages, products, prices and policies.',
  },
  {
    icon: Sparkles,
    title: 'AI Gets Smart',
    detail: 'Instant setup',
    text: 'Your assistant learns your content and your tone, and answers only from what it knows.',
  },
  {
    icon: Rocket,
    title: 'Start Converting',
    detail: 'About 1 minute · one line of code',
    text: 'Add one script tag to your site. Visitors get answers, you get leads.',
  },
];

const OUTCOMES = [
  { icon: Users, title: 'More Leads', text: 'Capture visitor details in natural conversation, at any hour.' },
  { icon: Clock, title: '24/7 Support', text: 'Answer the same questions instantly, without growing your team.' },
  { icon: TrendingUp, title: 'Higher Sales', text: 'Guide buyers to the right product while they are still on your page.' },
];

/** How It Works in three steps, then what the owner gets. Anchor target of 'Features'. */
export function HowItWorksSection({ id }: { id?: string }) {
  return (
    <section id={id} className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">How It Works</p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">From website to AI assistant in 3 steps</h2>
        </div>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <span className="absolute top-6 right-6 text-5xl font-bold text-slate-100" aria-hidden>
                {index + 1}
              </span>
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-50">
                <step.icon className="h-6 w-6 text-indigo-600" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-1 text-xs font-medium text-indigo-600">{step.detail}</p>
              <p className="mt-3 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-20 rounded-3xl bg-gradient-to-br from-slate-900 to-indigo-950 px-6 py-12 sm:px-12">
          <h3 className="flex items-center justify-center gap-2 text-center text-2xl font-bold text-white">
            <HeartHandshake className="h-6 w-6 text-indigo-300" aria-hidden /> What Happens Next
          </h3>
          <div className="mt-10 grid gap-8 md:grid-cols-3">
            {OUTCOMES.map((outcome) => (
              <div key={outcome.title} className="text-center">
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-white/10">
                  <outcome.icon className="h-6 w-6 text-indigo-200" aria-hidden />
                </span>
                <h4 className="mt-4 font-semibold text-white">{outcome.title}</h4>
                <p className="mt-2 text-sm text-slate-300">{outcome.text}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
