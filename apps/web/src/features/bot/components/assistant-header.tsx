import { ArrowLeft, Loader2, Mic, MicOff, Save, TriangleAlert, Volume2, VolumeX } from 'lucide-react';
import { Link } from 'wouter';
import type { Assistant } from '@siteline/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { isCrawlInProgress } from '../../../api/assistants.api.ts';

export interface AssistantHeaderProps {
  assistant: Assistant;
  isSaving: boolean;
  hasChanges: boolean;
  onSave: () => void;
  dictation: { isSupported: boolean; isListening: boolean; toggle: () => void };
  voiceReply: { isEnabled: boolean; toggle: () => void };
}

const toggleVariant = (isOn: boolean) => (isOn ? 'default' : 'outline');

/** Back link, name, context, status and the screen's actions (voice toggles, Save Changes). */
export function AssistantHeader({ assistant, isSaving, hasChanges, onSave, dictation, voiceReply }: AssistantHeaderProps) {
  const micButton = (
    <Button
      variant={toggleVariant(dictation.isListening)}
      size="icon"
      aria-pressed={dictation.isListening}
      aria-label={dictation.isListening ? 'Stop voice input' : 'Voice input'}
      disabled={!dictation.isSupported}
      onClick={dictation.toggle}
      className={dictation.isListening ? 'animate-pulse' : undefined}
    >
      {dictation.isListening ? <Mic className="h-4 w-4" aria-hidden /> : <MicOff className="h-4 w-4" aria-hidden />}
    </Button>
  );
  return (
    <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Link href="/dashboard" aria-label="Back to dashboard" className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'shrink-0')}>
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </Link>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{assistant.name}</h1>
            <Badge variant={assistant.isActive ? 'success' : 'secondary'}>{assistant.isActive ? 'Active' : 'Inactive'}</Badge>
            {isCrawlInProgress(assistant) && (
              <Badge variant="outline" role="status">
                <Loader2 className="h-3 w-3 animate-spin" aria-hidden />
                Reading website…
              </Badge>
            )}
            {assistant.crawlStatus === 'failed' && (
              <Badge variant="destructive" title={assistant.crawlError ?? undefined}>
                <TriangleAlert className="h-3 w-3" aria-hidden />
                Website could not be read
              </Badge>
            )}
          </div>
          <p className="mt-1 line-clamp-2 max-w-3xl text-sm text-slate-500">{assistant.context || assistant.websiteUrl || 'No additional context yet.'}</p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 self-end lg:self-start">
        {dictation.isSupported ? (
          <Tooltip content={dictation.isListening ? 'Listening… click to stop' : 'Dictate a test message'}>{micButton}</Tooltip>
        ) : (
          <Tooltip content="Voice input is not supported in this browser">
            <span tabIndex={0}>{micButton}</span>
          </Tooltip>
        )}
        <Tooltip content={voiceReply.isEnabled ? 'Voice replies on' : 'Read replies aloud'}>
          <Button
            variant={toggleVariant(voiceReply.isEnabled)}
            size="icon"
            aria-pressed={voiceReply.isEnabled}
            aria-label="Voice replies"
            onClick={voiceReply.toggle}
          >
            {voiceReply.isEnabled ? <Volume2 className="h-4 w-4" aria-hidden /> : <VolumeX className="h-4 w-4" aria-hidden />}
          </Button>
        </Tooltip>
        <Button onClick={onSave} disabled={isSaving} className="relative">
          <Save className="h-4 w-4" aria-hidden />
          {isSaving ? 'Saving...' : 'Save Changes'}
          {hasChanges && !isSaving && (
            <span className="absolute -top-1 -right-1 h-3 w-3 rounded-full border-2 border-white bg-amber-400" aria-label="Unsaved changes" />
          )}
        </Button>
      </div>
    </div>
  );
}
