import { useState } from 'react';
import { QUICK_SETUP_PLATFORMS, type SampleParams } from '@siteline/contract';
import { SampleInstructions } from '../../../components/integration/sample-instructions.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';

export interface QuickSetupProps {
  params: SampleParams;
}

/** Pick a platform, then: install command, numbered steps and a ready-to-run sample. */
export function QuickSetup({ params }: QuickSetupProps) {
  const [platformId, setPlatformId] = useState(QUICK_SETUP_PLATFORMS[0]!.id);
  const platform = QUICK_SETUP_PLATFORMS.find((p) => p.id === platformId) ?? QUICK_SETUP_PLATFORMS[0]!;
  return (
    <section aria-labelledby="quick-setup-title" className="min-w-0 space-y-4">
      <h4 id="quick-setup-title" className="text-sm font-semibold text-slate-900">
        Quick Setup
      </h4>
      <RadioCards
        aria-label="Platform"
        value={platformId}
        options={QUICK_SETUP_PLATFORMS.map((option) => ({ value: option.id, label: option.label }))}
        onChange={setPlatformId}
        className="grid-cols-2 sm:grid-cols-3"
        optionClassName="text-left"
      />
      <SampleInstructions sample={platform} params={params} />
    </section>
  );
}
