import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { LegalSection } from '../lib/legal-section.ts';

export interface LegalPageProps {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** Today, as the last-updated date the spec asks for ("November 23, 2026"). */
function today(): string {
  return new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** /terms and /privacy: a Back button, the title, the last-updated date and numbered sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Button variant="ghost" size="sm" onClick={() => window.history.back()}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back
      </Button>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated: <time suppressHydrationWarning>{today()}</time>
      </p>
      <p className="mt-6 text-base leading-7 text-slate-700">{intro}</p>
      <ol className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <li key={section.title}>
            <h2 className="text-xl font-semibold text-slate-900">{`${index + 1}. ${section.title}`}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-base leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
