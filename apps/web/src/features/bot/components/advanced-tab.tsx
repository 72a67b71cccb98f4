import { useState } from 'react';
import { Code2, Download } from 'lucide-react';
import { PROMPT_TEMPLATE_MAX, type Assistant } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { downloadAssistantConversations } from '../api/assistant.api.ts';
import { promptTemplateSize } from '../lib/assistant-draft.ts';
import { AllowedOriginsEditor } from './allowed-origins-editor.tsx';
import type { DraftTabProps } from './general-tab.tsx';

export interface AdvancedTabProps extends DraftTabProps {
  assistant: Assistant;
  onShowIntegrationCode: () => void;
}

/** Custom prompt template, the widget's allowed websites, and actions. */
export function AdvancedTab({ assistant, draft, onChange, onShowIntegrationCode }: AdvancedTabProps) {
  const [isExporting, setIsExporting] = useState(false);
  const exportConversations = async () => {
    setIsExporting(true);
    try {
      await downloadAssistantConversations(assistant);
      toast({ title: 'Success', description: 'Conversations downloaded successfully' });
    } catch (error) {
      console.warn('Conversation export failed:', error);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <div className="space-y-6">
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="assistant-prompt">Custom Prompt Template</Label>
          <span className="text-xs text-slate-500">{promptTemplateSize(draft.promptTemplate)}</span>
        </div>
        <Textarea
          id="assistant-prompt"
          rows={8}
          maxLength={PROMPT_TEMPLATE_MAX}
          value={draft.promptTemplate}
          placeholder="Extra instructions for every answer, e.g. 'Always suggest booking a tasting when people ask about events.'"
          className="font-mono text-[13px]"
          onChange={(event) => onChange({ promptTemplate: event.target.value })}
        />
        <p className="text-xs text-slate-500">Added to the assistant's instructions. Answers still come only from your website and context.</p>
      </div>
      <div className="rounded-xl border border-slate-200 p-4">
        <AllowedOriginsEditor origins={draft.allowedOrigins} onChange={(allowedOrigins) => onChange({ allowedOrigins })} />
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-900">Actions</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void exportConversations()} disabled={isExporting}>
            <Download className="h-4 w-4" aria-hidden />
            Export Conversations
          </Button>
          <Button variant="outline" onClick={onShowIntegrationCode}>
            <Code2 className="h-4 w-4" aria-hidden />
            Integration Code
          </Button>
        </div>
      </div>
    </div>
  );
}
