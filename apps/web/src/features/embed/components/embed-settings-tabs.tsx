import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { EmbedBehaviorTab } from './embed-behavior-tab.tsx';
import { EmbedCodeTab } from './embed-code-tab.tsx';
import { EmbedMessagesTab } from './embed-messages-tab.tsx';
import { EmbedStyleTab } from './embed-style-tab.tsx';
import type { EmbedTabProps } from './embed-tab-props.ts';

export interface EmbedSettingsTabsProps extends EmbedTabProps {
  snippet: string;
  canControlBranding: boolean;
  canUploadFiles: boolean;
}

/** Style, Behavior, Messages and How to Add. */
export function EmbedSettingsTabs({ snippet, canControlBranding, canUploadFiles, ...tabProps }: EmbedSettingsTabsProps) {
  const [tab, setTab] = useState('style');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList className="max-w-full overflow-x-auto">
        <TabsTrigger value="style">Style</TabsTrigger>
        <TabsTrigger value="behavior">Behavior</TabsTrigger>
        <TabsTrigger value="messages">Messages</TabsTrigger>
        <TabsTrigger value="code">How to Add</TabsTrigger>
      </TabsList>
      <TabsContent value="style">
        <EmbedStyleTab {...tabProps} canControlBranding={canControlBranding} />
      </TabsContent>
      <TabsContent value="behavior">
        <EmbedBehaviorTab {...tabProps} canUploadFiles={canUploadFiles} />
      </TabsContent>
      <TabsContent value="messages">
        <EmbedMessagesTab {...tabProps} />
      </TabsContent>
      <TabsContent value="code">
        <EmbedCodeTab snippet={snippet} />
      </TabsContent>
    </Tabs>
  );
}
