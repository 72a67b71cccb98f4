import { Info } from 'lucide-react';
import { PLANS, type DowngradeNotice as Notice } from '@siteline/contract';

const list = (names: string[]) => names.join(', ');

/** Tells the owner what their move to a smaller plan changed, until they upgrade again. */
export function DowngradeNotice({ notice }: { notice: Notice }) {
  const changes = [
    notice.deactivatedAssistants.length > 0 &&
      `${list(notice.deactivatedAssistants)} ${notice.deactivatedAssistants.length === 1 ? 'is' : 'are'} now inactive (kept, not deleted): the ${PLANS[notice.toTier].name} plan allows ${PLANS[notice.toTier].limits.maxAssistants} active assistant${PLANS[notice.toTier].limits.maxAssistants === 1 ? '' : 's'}.`,
    notice.autoScrapeDisabled.length > 0 && `Auto-scraping was turned off for ${list(notice.autoScrapeDisabled)}.`,
    notice.brandingForced && 'Siteline branding is shown on your chat widget again.',
  ].filter((change): change is string => Boolean(change));
  return (
    <div role="status" data-testid="downgrade-notice" className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">
          Your plan changed from {PLANS[notice.fromTier].name} to {PLANS[notice.toTier].name}.
        </p>
        {changes.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
