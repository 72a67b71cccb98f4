import { useState } from 'react';
import { Bot } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { Assistant } from '@siteline/contract';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSubscriptionLimits } from '../../hooks/use-subscription-limits.ts';
import { EmbedCustomizerDialog } from '../../features/embed/components/embed-customizer-dialog.tsx';
import { useAssistant } from '../../features/bot/hooks/use-assistant.ts';
import { useDictation } from '../../features/bot/hooks/use-dictation.ts';
import { useTestChat } from '../../features/bot/hooks/use-test-chat.ts';
import { useUpdateAssistant } from '../../features/bot/hooks/use-update-assistant.ts';
import { useVoiceReply } from '../../features/bot/hooks/use-voice-reply.ts';
import { isDraftChanged, toDraft, toUpdateInput, validateDraft, type AssistantDraft, type DraftErrors } from '../../features/bot/lib/assistant-draft.ts';
import { AssistantHeader } from '../../features/bot/components/assistant-header.tsx';
import { ConfigurationCard, type ConfigurationTab } from '../../features/bot/components/configuration-card.tsx';
import { TestChatCard } from '../../features/bot/components/test-chat-card.tsx';
import { AssistantAnswersSection } from '../../features/answers/components/assistant-answers-section.tsx';

/** /bot/{id}: configure one assistant and talk to it. */
export function AssistantDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: assistant, isPending } = useAssistant(id);
  if (isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" aria-busy="true">
        <Spinner className="h-8 w-8" label="Loading assistant..." />
        <p className="text-sm font-medium text-slate-600">Loading assistant...</p>
      </div>
    );
  }
  if (!assistant) return <AssistantNotFound />;
  return <AssistantDetail key={assistant.id} assistant={assistant} />;
}

function AssistantNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        <Bot className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">Assistant Not Found</h1>
      <p className="text-sm text-slate-500">It may have been deleted, or the link is wrong.</p>
      <Link href="/dashboard" className={buttonVariants()}>
        Back to Dashboard
      </Link>
    </div>
  );
}

function AssistantDetail({ assistant }: { assistant: Assistant }) {
  const [draft, setDraft] = useState<AssistantDraft>(() => toDraft(assistant));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tab, setTab] = useState<ConfigurationTab>('general');
  const [isEmbedOpen, setIsEmbedOpen] = useState(false);
  const limits = useSubscriptionLimits();
  const update = useUpdateAssistant(assistant.id);
  const voiceReply = useVoiceReply(assistant.language);
  const chat = useTestChat(assistant.id, { onReply: (text) => voiceReply.isEnabled && void voiceReply.speak(text) });
  const dictation = useDictation(assistant.language, chat.appendToInput);

  const onChange = (patch: Partial<AssistantDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof DraftErrors];
      return next;
    });
  };

  const save = () => {
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTab('general');
      return;
    }
    update.mutate(toUpdateInput(draft), { onSuccess: (saved) => setDraft(toDraft(saved)) });
  };

  return (
    <>
      <AssistantHeader
        assistant={assistant}
        isSaving={update.isPending}
        hasChanges={isDraftChanged(draft, assistant)}
        onSave={save}
        dictation={dictation}
        voiceReply={voiceReply}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ConfigurationCard
          assistant={assistant}
          draft={draft}
          errors={errors}
          onChange={onChange}
          tab={tab}
          onTabChange={setTab}
          canUseMultiLanguage={limits.data?.limits.multiLanguageSupport ?? false}
          onOpenEmbed={() => setIsEmbedOpen(true)}
        />
        <TestChatCard messages={chat.messages} input={chat.input} onInputChange={chat.setInput} onSend={() => void chat.send()} isWaiting={chat.isWaiting} />
      </div>
      <AssistantAnswersSection assistantId={assistant.id} />
      <EmbedCustomizerDialog assistant={assistant} open={isEmbedOpen} onOpenChange={setIsEmbedOpen} />
    </>
  );
}
