import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './use-toast.ts';

/** How long a 'Copied' indicator stays (spec 02 section 4). */
export const COPIED_INDICATOR_MS = 2000;

export interface CopyOptions {
  /** Toast title on success; default 'Copied!'. */
  title?: string;
  /** Toast text on success; default '{label} copied to clipboard' (none when a title is given). */
  description?: string;
}

/** Writes text to the clipboard, falling back to a hidden textarea where the async API is refused. */
export async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const isCopied = document.execCommand('copy');
    area.remove();
    if (!isCopied) throw new Error('Copy refused');
  }
}

/**
 * `copy(text, label)` copies and toasts; `copiedLabel` names what was copied last for 2 s so the
 * button can show a check mark.
 */
export function useCopyToClipboard() {
  const [copiedLabel, setCopiedLabel] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, label: string, options: CopyOptions = {}) => {
    try {
      await writeClipboard(text);
      setCopiedLabel(label);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopiedLabel(null), COPIED_INDICATOR_MS);
      // A custom title ('Embed code copied!') stands alone; the default names what was copied.
      const description = options.title ? options.description : (options.description ?? `${label} copied to clipboard`);
      toast({ title: options.title ?? 'Copied!', description });
      return true;
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to copy to clipboard' });
      return false;
    }
  }, []);

  return { copy, copiedLabel };
}
