import type { ClipboardEvent } from 'react';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { acceptContextInput, contextCounter, filterNameInput, filterNamePaste, type AssistantDraft, type DraftErrors } from '../lib/assistant-draft.ts';
import { SettingRow } from './setting-row.tsx';

export interface DraftTabProps {
  draft: AssistantDraft;
  onChange: (patch: Partial<AssistantDraft>) => void;
  errors: DraftErrors;
}

/** Name, context, website and the active switch. */
export function GeneralTab({ draft, onChange, errors }: DraftTabProps) {
  const onNamePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? start;
    onChange({ name: filterNamePaste(target.value, event.clipboardData.getData('text'), start, end) });
  };
  return (
    <div className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="assistant-name">Assistant Name</Label>
        <Input
          id="assistant-name"
          value={draft.name}
          placeholder="Assistant name (letters, numbers, spaces, and basic punctuation only)"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'assistant-name-error' : undefined}
          onChange={(event) => onChange({ name: filterNameInput(event.target.value) })}
          onPaste={onNamePaste}
        />
        <FieldError id="assistant-name-error" message={errors.name} />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="assistant-context">Additional Context</Label>
          <span className="text-xs text-slate-500" aria-live="polite">
            {contextCounter(draft.context)}
          </span>
        </div>
        <Textarea
          id="assistant-context"
          rows={6}
          value={draft.context}
          placeholder="Anything your website does not say: return policy details, how to book, what to never promise…"
          onChange={(event) => onChange({ context: acceptContextInput(draft.context, event.target.value) })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="assistant-website">Website URL</Label>
        <Input
          id="assistant-website"
          type="url"
          inputMode="url"
          value={draft.websiteUrl}
          placeholder="https://www.example.com"
          aria-invalid={errors.websiteUrl ? true : undefined}
          aria-describedby="assistant-website-hint"
          onChange={(event) => onChange({ websiteUrl: event.target.value })}
        />
        <FieldError message={errors.websiteUrl} />
        <p id="assistant-website-hint" className="text-xs text-slate-500">
          Saving a new address re-reads that website.
        </p>
      </div>
      <SettingRow
        htmlFor="assistant-active"
        title="Active Status"
        description={draft.isActive ? 'The assistant answers visitors.' : 'The assistant is paused and does not answer visitors.'}
        control={<Switch id="assistant-active" aria-label="Active Status" checked={draft.isActive} onCheckedChange={(isActive) => onChange({ isActive })} />}
      />
    </div>
  );
}
