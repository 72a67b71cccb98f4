import { useState } from 'react';
import { HUB_SAMPLES, type PlatformId, type SampleParams } from '@siteline/contract';
import { SampleInstructions } from '../../../components/integration/sample-instructions.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

type TabId = 'discord' | 'telegram' | 'web-api';

/** The hub's tabs and, where a tab offers several, its languages (spec 02: Discord, Telegram, Web API). */
const TABS: { id: TabId; label: string; languages: { id: PlatformId; label: string }[] }[] = [
  {
    id: 'discord',
    label: 'Discord',
    languages: [
      { id: 'discord-python', label: 'Python' },
      { id: 'discord-node', label: 'Node.js' },
    ],
  },
  { id: 'telegram', label: 'Telegram', languages: [{ id: 'telegram-python', label: 'Python' }] },
  {
    id: 'web-api',
    label: 'Web API',
    languages: [
      { id: 'curl', label: 'cURL' },
      { id: 'javascript', label: 'JavaScript' },
      { id: 'python-client', label: 'Python' },
      { id: 'go', label: 'Go' },
    ],
  },
];

export interface IntegrationTabsProps {
  params: SampleParams;
}

/** Discord, Telegram and Web API, each with its language choice and the generated sample. */
export function IntegrationTabs({ params }: IntegrationTabsProps) {
  const [tab, setTab] = useState<TabId>('discord');
  const [languageByTab, setLanguageByTab] = useState<Record<TabId, PlatformId>>({ discord: 'discord-python', telegram: 'telegram-python', 'web-api': 'curl' });
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)}>
      <TabsList>
        {TABS.map((t) => (
          <TabsTrigger key={t.id} value={t.id}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((t) => (
        <TabsContent key={t.id} value={t.id} className="space-y-5">
          {t.languages.length > 1 && (
            <RadioCards
              aria-label={`${t.label} language`}
              value={languageByTab[t.id]}
              options={t.languages.map((language) => ({ value: language.id, label: language.label }))}
              onChange={(id) => setLanguageByTab((current) => ({ ...current, [t.id]: id }))}
              className="max-w-xl grid-cols-2 sm:grid-cols-4"
            />
          )}
          <SampleInstructions sample={HUB_SAMPLES[languageByTab[t.id]]} params={params} showGuide />
        </TabsContent>
      ))}
    </Tabs>
  );
}
