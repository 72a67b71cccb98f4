import { useState } from 'react';
import { HUB_SAMPLES, type PlatformId } from '@siteline/contract';
import { SampleInstructions } from '../../../components/integration/sample-instructions.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';

const EXAMPLES = Object.values(HUB_SAMPLES);

/** Every ready-to-run client, the same code the dashboard generates with your real id and key. */
export function ExamplesTab({ origin }: { origin: string }) {
  const [exampleId, setExampleId] = useState<PlatformId>('curl');
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">
        Replace YOUR_ASSISTANT_ID and YOUR_API_KEY, or open API Integration in your dashboard to get these with your own values filled in. Each of them is run
        against a real server in our test suite.
      </p>
      <RadioCards
        aria-label="Example"
        value={exampleId}
        options={EXAMPLES.map((example) => ({ value: example.id, label: example.label }))}
        onChange={setExampleId}
        className="grid-cols-2 sm:grid-cols-4"
        optionClassName="text-left"
      />
      <SampleInstructions sample={HUB_SAMPLES[exampleId]} params={{ baseUrl: origin, assistantId: 'YOUR_ASSISTANT_ID', apiKey: '' }} showGuide />
    </div>
  );
}
