import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClassName } from './input.tsx';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={cn(fieldClassName, 'min-h-24 py-2', className)} {...props} />;
});
