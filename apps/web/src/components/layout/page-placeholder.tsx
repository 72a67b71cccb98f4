import type { LucideIcon } from 'lucide-react';
import { Card } from '../ui/card.tsx';
import { PageHeader } from './page-header.tsx';

export interface PagePlaceholderProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** 'app' inside the signed-in layout, 'public' inside the marketing layout. */
  variant: 'app' | 'public';
}

/** A screen whose content ships later: its heading, purpose and a clear note, never a blank page. */
export function PagePlaceholder({ title, description, icon: Icon, variant }: PagePlaceholderProps) {
  const note = (
    <Card className="flex flex-col items-center px-6 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-50">
        <Icon className="h-7 w-7 text-indigo-600" aria-hidden />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900">This page is on its way</p>
      <p className="mt-2 max-w-md text-sm text-slate-500">{description}</p>
    </Card>
  );
  if (variant === 'app') {
    return (
      <>
        <PageHeader title={title} description={description} />
        {note}
      </>
    );
  }
  return (
    <section className="bg-gradient-to-b from-indigo-50/60 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="text-center text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 mb-12 max-w-2xl text-center text-lg text-slate-600">{description}</p>
        {note}
      </div>
    </section>
  );
}
