import { BookOpenCheck, Code2, Globe, HeartHandshake, Languages, MessagesSquare, ShieldCheck, Sparkles, Target } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';

const FEATURES = [
  {
    icon: Globe,
    title: 'Learns your website',
    text: 'Give us your address: Siteline reads your pages, products, prices and FAQ and keeps them fresh with scheduled re-scraping.',
  },
  {
    icon: MessagesSquare,
    title: 'Answers with sources',
    text: 'Every reply comes from your own content and links the pages it used. When the site does not say, the assistant says so.',
  },
  { icon: Code2, title: 'One line of code', text: 'Paste one script tag into your site, or call the chat API from your app, Discord or Telegram.' },
  { icon: Languages, title: 'Speaks your customers’ language', text: 'Twelve languages, with replies in the visitor’s own language on paid plans.' },
];

const STATS = [
  { value: '10,000+', label: 'conversations' },
  { value: '500+', label: 'businesses' },
  { value: '99.9%', label: 'uptime' },
];

const VALUES = [
  {
    icon: BookOpenCheck,
    title: 'Honest answers',
    text: 'An assistant that says “I don’t know” beats one that invents. We ground every answer in your content.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data stays yours',
    text: 'Each account sees only its own assistants and conversations, and we never train models on them.',
  },
  { icon: HeartHandshake, title: 'Simple for everyone', text: 'No coding, no consultants: five minutes from website address to a live assistant.' },
];

/** /about: mission, what Siteline does, the figures, our values and the ways to start. */
export function AboutPage() {
  usePageMeta(PAGE_METAS.about);
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50/60 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">About Siteline</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-700">
            We help businesses answer every customer instantly with AI assistants that learn from their own website.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <div className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <Target className="mt-1 h-7 w-7 shrink-0 text-indigo-700" aria-hidden />
          <div>
            <h2 className="text-2xl font-bold text-slate-900">Our mission</h2>
            <p className="mt-3 text-base leading-7 text-slate-700">
              Small businesses lose customers to unanswered questions: opening hours at midnight, a delivery price on a Sunday, a return policy buried three
              clicks deep. Our mission is to give every business an assistant that knows its website as well as its best employee and is there around the clock,
              without a developer or a support team.
            </p>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 className="text-center text-3xl font-bold text-slate-900">What Siteline does</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <feature.icon className="h-6 w-6 text-indigo-700" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-indigo-700 py-14 text-white" aria-label="Siteline in numbers">
        <dl className="mx-auto grid max-w-4xl gap-8 px-4 text-center sm:grid-cols-3 sm:px-6">
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt className="text-sm font-medium text-indigo-100">{stat.label}</dt>
              <dd className="order-first text-4xl font-bold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 className="text-center text-3xl font-bold text-slate-900">Our values</h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl bg-slate-50 p-6">
              <value.icon className="h-6 w-6 text-indigo-700" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-3xl px-4 pb-20 text-center sm:px-6">
        <Sparkles className="mx-auto h-8 w-8 text-indigo-700" aria-hidden />
        <h2 className="mt-4 text-3xl font-bold text-slate-900">Ready to meet your assistant?</h2>
        <p className="mt-3 text-lg text-slate-700">Free to start, no credit card required.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/register" className={buttonVariants({ size: 'lg' })}>
            Start Free Trial
          </a>
          <a href="/pricing" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            View Pricing
          </a>
        </div>
      </section>
    </>
  );
}
