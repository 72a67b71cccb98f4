const PRICING_FAQS = [
  {
    question: 'Is there a free trial?',
    answer: 'Yes. Pro and Enterprise start with a 14-day free trial, and the Free plan is free forever. No credit card is required to sign up.',
  },
  {
    question: 'What happens if I change plans mid-month?',
    answer: 'Upgrades take effect at once and downgrades at the next renewal. Either way the change is prorated to the day, so you only pay for what you use.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from Billing & Plans with one click. Your plan stays active until the end of the period you paid for, then your account returns to Free with its assistants kept.',
  },
  {
    question: 'What counts as a message?',
    answer:
      'Each question sent to an assistant, from the widget on your site, the chat API or your own test chat. The assistant’s replies are not counted separately.',
  },
  {
    question: 'What happens when I reach a limit?',
    answer: 'New messages or crawls of that kind are refused until the month resets, and the dashboard offers an upgrade. Nothing is deleted.',
  },
  {
    question: 'Do you offer custom plans?',
    answer: 'Yes. For unlimited assistants, custom visitor limits, integrations or a dedicated account manager, contact us and we will tailor a plan.',
  },
];

/** Questions about trials, plan changes, cancelling and limits. */
export function PricingFaq() {
  return (
    <section className="mx-auto max-w-4xl px-4 pb-20 sm:px-6" aria-labelledby="pricing-faq">
      <h2 id="pricing-faq" className="text-center text-3xl font-bold text-slate-900">
        Pricing FAQ
      </h2>
      <dl className="mt-10 space-y-6">
        {PRICING_FAQS.map((faq) => (
          <div key={faq.question} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <dt className="text-base font-semibold text-slate-900">{faq.question}</dt>
            <dd className="mt-2 text-sm leading-6 text-slate-700">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
