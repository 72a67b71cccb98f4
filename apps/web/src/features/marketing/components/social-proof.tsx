import { Star } from 'lucide-react';

const PLATFORMS = ['WordPress', 'Shopify', 'Wix', 'Squarespace', 'Webflow', 'Custom HTML'];

/** 'Trusted by businesses using': the site builders the widget works on. */
export function TrustedByRow() {
  return (
    <section aria-label="Trusted by businesses using" className="border-y border-slate-100 bg-white py-10">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-center text-sm font-medium text-slate-500">Trusted by businesses using</p>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {PLATFORMS.map((platform) => (
            <li key={platform} className="text-lg font-semibold tracking-tight text-slate-500">
              {platform}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// Sample content, as on the original product's landing page.
const TESTIMONIALS = [
  {
    name: 'Maria S.',
    role: 'Owner, online boutique',
    quote: 'Half of our customer e-mails disappeared in the first week. It knows our return policy better than I do.',
  },
  {
    name: 'James K.',
    role: 'Director, dental practice',
    quote: 'Patients get answers about opening hours and treatments at midnight. Bookings went up the first month.',
  },
  { name: 'Priya R.', role: 'Founder, SaaS startup', quote: 'Setup took an afternoon. It answers product questions from our docs and hands over warm leads.' },
];

export function TestimonialsSection() {
  return (
    <section className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Loved by business owners</h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <div className="flex gap-0.5" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 text-sm leading-6 text-slate-700">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-6">
                <p className="text-sm font-semibold text-slate-900">{testimonial.name}</p>
                <p className="text-xs text-slate-500">{testimonial.role}</p>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
