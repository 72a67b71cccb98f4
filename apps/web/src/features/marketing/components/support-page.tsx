import { Mail, MessageCircle } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { useSiteAssistant } from '../hooks/use-site-assistant.ts';

const FAQS = [
  {
    question: 'How long does it take to create an assistant?',
    answer: 'Most sites are ready in about two minutes. Large sites answer from the first pages right away while the rest is read in the background.',
  },
  {
    question: 'How do I add the assistant to my website?',
    answer:
      'Open the assistant, choose Embed, copy the one-line script tag and paste it before </body> on your site. It works with any site builder that accepts custom code.',
  },
  {
    question: 'What happens when my website changes?',
    answer: 'Re-scrape it from Website Settings, or let paid plans re-scrape it daily, weekly or monthly. Only changed pages are read again.',
  },
  {
    question: 'Why did my assistant say it does not know?',
    answer:
      'Assistants answer only from your site. If a page with the answer is missing, add it to your site and re-scrape, or add the answer to the assistant’s prompt template.',
  },
  {
    question: 'What happens when I reach my plan limit?',
    answer: 'New messages are refused until the month resets, and the dashboard offers an upgrade. Your assistants and conversations are kept.',
  },
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes. Cancel from Billing & Plans; your paid plan stays active until the end of the period you paid for, then returns to Free.',
  },
];

/** /support: e-mail support, live chat (when Siteline's own assistant is on the page), FAQ and contact. */
export function SupportPage() {
  usePageMeta(PAGE_METAS.support);
  const hasLiveChat = useSiteAssistant();
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50/60 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">How can we help?</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">Answers to common questions, and a real person when you need one.</p>
        </div>
      </section>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Mail className="h-6 w-6 text-indigo-700" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">Email Support</h2>
          <p className="mt-2 text-sm leading-6 text-slate-700">Write to us and we reply by e-mail within 24 hours.</p>
          <a href="/contact" className={cn(buttonVariants(), 'mt-5')}>
            Contact Support
          </a>
        </div>
        {hasLiveChat && (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <MessageCircle className="h-6 w-6 text-indigo-700" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">Live Chat</h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">Ask our own Siteline assistant, trained on this website, any time.</p>
            <Button className="mt-5" onClick={() => window.dispatchEvent(new Event('openChat'))}>
              Start Live Chat
            </Button>
          </div>
        )}
      </section>
      <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 className="text-center text-3xl font-bold text-slate-900">Frequently asked questions</h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {FAQS.map((faq) => (
            <li key={faq.question} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-base font-semibold text-slate-900">{faq.question}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{faq.answer}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <p className="mb-3 text-slate-700">Still stuck?</p>
          <a href="/contact" className={buttonVariants({ variant: 'outline' })}>
            Contact Us
          </a>
        </div>
      </section>
    </>
  );
}
