import { Settings2 } from 'lucide-react';
import type { Assistant } from '@siteline/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { AssistantDraft, DraftErrors } from '../lib/assistant-draft.ts';
import { AdvancedTab } from './advanced-tab.tsx';
import { GeneralTab } from './general-tab.tsx';
import { IntegrationsPanel } from './integrations-panel.tsx';
import { PersonalityTab } from './personality-tab.tsx';

export type ConfigurationTab = 'general' | 'personality' | 'advanced' | 'api';

export interface ConfigurationCardProps {
  assistant: Assistant;
  draft: AssistantDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<AssistantDraft>) => void;
  tab: ConfigurationTab;
  onTabChange: (tab: ConfigurationTab) => void;
  canUseMultiLanguage: boolean;
  onOpenEmbed: () => void;
}

/** The left card: General, Personality, Advanced and API tabs over one unsaved draft. */
export function ConfigurationCard({ assistant, draft, errors, onChange, tab, onTabChange, canUseMultiLanguage, onOpenEmbed }: ConfigurationCardProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings2 className="h-5 w-5 text-indigo-600" aria-hidden />
          Configuration
        </CardTitle>
        <CardDescription>Changes apply when you press Save Changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as ConfigurationTab)}>
          <TabsList className="max-w-full overflow-x-auto">
            <TabsTrigger value="general">General</TabsTrigger>
            <TabsTrigger value="personality">Personality</TabsTrigger>
            <TabsTrigger value="advanced">Advanced</TabsTrigger>
            <TabsTrigger value="api">API</TabsTrigger>
          </TabsList>
          <TabsContent value="general">
            <GeneralTab draft={draft} onChange={onChange} errors={errors} />
          </TabsContent>
          <TabsContent value="personality">
            <PersonalityTab draft={draft} onChange={onChange} errors={errors} canUseMultiLanguage={canUseMultiLanguage} />
          </TabsContent>
          <TabsContent value="advanced">
            <AdvancedTab assistant={assistant} draft={draft} onChange={onChange} errors={errors} onShowIntegrationCode={() => onTabChange('api')} />
          </TabsContent>
          <TabsContent value="api">
            <IntegrationsPanel assistant={assistant} onOpenEmbed={onOpenEmbed} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
