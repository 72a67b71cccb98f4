import { CodeBlock } from '../../../components/ui/code-block.tsx';

const PLATFORM_TIPS = [
  { name: 'Any HTML site', tip: 'Paste the code just before the closing </body> tag of every page (or your shared footer template).' },
  { name: 'WordPress', tip: 'Appearance → Theme File Editor → footer.php before </body>, or a header-and-footer plugin.' },
  { name: 'Shopify', tip: 'Online Store → Themes → Edit code → theme.liquid, just before </body>.' },
  { name: 'Wix / Squarespace', tip: 'Settings → Custom code (Wix) or Code Injection → Footer (Squarespace).' },
];

export interface EmbedCodeTabProps {
  snippet: string;
}

/** How to Add: the snippet and where to paste it. */
export function EmbedCodeTab({ snippet }: EmbedCodeTabProps) {
  return (
    <div className="space-y-5">
      <ol className="space-y-2 text-sm text-slate-700">
        {['Save your settings with Save & Apply.', 'Copy the code below.', 'Paste it into your website before </body>. The chat button appears at once.'].map(
          (step, index) => (
            <li key={step} className="flex gap-3">
              <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
                {index + 1}
              </span>
              {step}
            </li>
          ),
        )}
      </ol>
      <CodeBlock code={snippet} title="Embed code" copyLabel="Embed code" toastTitle="Embed code copied!" />
      <p className="text-xs text-slate-500">
        Messages, behaviour and branding load from your saved settings, so later changes need no new code. Call{' '}
        <code className="font-mono">window.Siteline.open()</code> to open the chat from your own button.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {PLATFORM_TIPS.map(({ name, tip }) => (
          <div key={name} className="rounded-xl border border-slate-200 p-3">
            <dt className="text-sm font-medium text-slate-900">{name}</dt>
            <dd className="mt-1 text-xs text-slate-600">{tip}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
