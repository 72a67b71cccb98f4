import { twMerge } from 'tailwind-merge';

/** Joins class names, skipping falsy values; a later Tailwind class wins over a conflicting earlier one. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
