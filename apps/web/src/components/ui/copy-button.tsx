import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard.ts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
  /** What is copied, for the toast and the accessible name ('API key'). */
  label: string;
  /** Visible text; an icon-only button when absent. */
  children?: string;
  /** A toast title that replaces the default 'Copied!' + '{label} copied to clipboard'. */
  toastTitle?: string;
}

/** A button that copies `text`, toasts '{label} copied to clipboard' and shows a check for 2 s. */
export function CopyButton({ text, label, children, toastTitle, variant = 'outline', size, disabled, ...props }: CopyButtonProps) {
  const { copy, copiedLabel } = useCopyToClipboard();
  const isCopied = copiedLabel === label;
  const Icon = isCopied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size ?? (children ? 'sm' : 'icon')}
      disabled={disabled}
      aria-label={children ? undefined : `Copy ${label}`}
      onClick={() => void copy(text, label, { title: toastTitle })}
      {...props}
    >
      <Icon className={isCopied ? 'h-4 w-4 text-emerald-600' : 'h-4 w-4'} aria-hidden />
      {children && (isCopied ? 'Copied!' : children)}
    </Button>
  );
}
