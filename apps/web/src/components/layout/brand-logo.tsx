import { MessageSquareText } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export const PRODUCT_NAME = 'Siteline';
export const PRODUCT_TAGLINE = 'AI Assistant';

export interface BrandLogoProps {
  className?: string;
  /** Light text for dark backgrounds. */
  isInverted?: boolean;
}

/** The logo mark, product name and tagline; a plain link home (full page load), named by its visible text. */
export function BrandLogo({ className, isInverted }: BrandLogoProps) {
  return (
    <a href="/" className={cn('flex items-center gap-2.5', className)}>
      <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 shadow-sm">
        <MessageSquareText className="h-5 w-5 text-white" aria-hidden />
      </span>
      <span className="flex flex-col leading-tight">
        <span className={cn('text-base font-bold tracking-tight', isInverted ? 'text-white' : 'text-slate-900')}>{PRODUCT_NAME}</span>
        <span className={cn('text-xs font-medium', isInverted ? 'text-indigo-200' : 'text-slate-500')}>{PRODUCT_TAGLINE}</span>
      </span>
    </a>
  );
}
