import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Sparkles } from 'lucide-react';
import { CONTEXT_MAX, CREATE_DIALOG_LANGUAGES, createAssistantInputSchema, LANGUAGE_NAMES, PERSONALITIES, TONES } from '@siteline/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { capitalize } from '../../../lib/assistant-display.ts';
import { BusinessNameInput } from './business-name-input.tsx';
import { contextCounter, EMPTY_CREATE_FORM, type CreateAssistantFormValues } from './create-assistant-form-values.ts';

export interface CreateAssistantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the validated values; the dialog keeps them until it is remounted. */
  onSubmit: (values: CreateAssistantFormValues) => void;
  /** From GET /api/subscription/limits; multi-language is a paid feature. */
  canUseMultiLanguage: boolean;
}

const languageOptions = CREATE_DIALOG_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
const personalityOptions = PERSONALITIES.map((value) => ({ value, label: capitalize(value) }));
const toneOptions = TONES.map((value) => ({ value, label: capitalize(value) }));

/** The dashboard's Create Assistant form (spec 02 sections 2 and 5). */
export function CreateAssistantDialog({ open, onOpenChange, onSubmit, canUseMultiLanguage }: CreateAssistantDialogProps) {
  const [values, setValues] = useState<CreateAssistantFormValues>(EMPTY_CREATE_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [, navigate] = useLocation();
  const set = <K extends keyof CreateAssistantFormValues>(key: K, value: CreateAssistantFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onMultiLanguage = (checked: boolean) => {
    if (canUseMultiLanguage) return set('multiLanguage', checked);
    toast({
      variant: 'destructive',
      title: 'Upgrade Required',
      description: 'Multi-language support is available on Pro and Enterprise plans. Upgrade to enable this feature.',
      action: { label: 'Upgrade Plan', onClick: () => navigate('/billing') },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(createAssistantInputSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const { name, context, websiteUrl, language, multiLanguage, personality, tone } = result.data;
    onSubmit({ name, context, websiteUrl, language, multiLanguage: multiLanguage && canUseMultiLanguage, personality, tone });
  };

  const isContextTooLong = values.context.length > CONTEXT_MAX;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New AI Assistant"
      description="Give it your business name and website: we'll read the site and build an assistant that answers your visitors."
      className="max-w-2xl"
    >
      <form id="create-assistant-form" onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="assistant-name" label="Business Name" error={errors.name}>
            <BusinessNameInput
              id="assistant-name"
              placeholder="e.g. Harbor & Vine Coffee"
              value={values.name}
              onValueChange={(value) => set('name', value)}
              aria-invalid={Boolean(errors.name)}
              autoFocus
            />
          </FormField>
          <FormField id="assistant-language" label="Language">
            <Select id="assistant-language" options={languageOptions} value={values.language} onValueChange={(language) => set('language', language)} />
          </FormField>
        </div>

        <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3">
          <div>
            <label htmlFor="assistant-multilanguage" className="flex items-center gap-2 text-sm font-medium text-slate-800">
              Multi-language
              {!canUseMultiLanguage && <Badge variant="warning">Pro Feature</Badge>}
            </label>
            <p className="mt-0.5 text-xs text-slate-500">Reply to each visitor in the language they write in.</p>
          </div>
          <Switch
            id="assistant-multilanguage"
            aria-label={canUseMultiLanguage ? 'Multi-language' : 'Multi-language (Pro Feature)'}
            checked={values.multiLanguage && canUseMultiLanguage}
            onCheckedChange={onMultiLanguage}
            className={cn(!canUseMultiLanguage && 'cursor-not-allowed opacity-50')}
          />
        </div>

        <FormField id="assistant-context" label="Additional Context (optional)" error={errors.context}>
          <Textarea
            id="assistant-context"
            rows={4}
            placeholder="Anything the website doesn't say: policies, tone guidance, products to highlight..."
            value={values.context}
            onChange={(e) => set('context', e.target.value)}
            aria-invalid={Boolean(errors.context) || isContextTooLong}
            aria-describedby="assistant-context-counter"
          />
          <p id="assistant-context-counter" className={cn('mt-1.5 text-right text-xs', isContextTooLong ? 'text-red-600' : 'text-slate-500')}>
            {contextCounter(values.context)}
          </p>
        </FormField>

        <FormField id="assistant-website" label="Business Website URL" error={errors.websiteUrl} hint="We'll scrape this site to train your assistant.">
          <Input
            id="assistant-website"
            type="url"
            inputMode="url"
            placeholder="https://www.example.com"
            value={values.websiteUrl}
            onChange={(e) => set('websiteUrl', e.target.value)}
            aria-invalid={Boolean(errors.websiteUrl)}
          />
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="assistant-personality" label="Personality">
            <Select
              id="assistant-personality"
              options={personalityOptions}
              value={values.personality}
              onValueChange={(personality) => set('personality', personality)}
            />
          </FormField>
          <FormField id="assistant-tone" label="Tone">
            <Select id="assistant-tone" options={toneOptions} value={values.tone} onValueChange={(tone) => set('tone', tone)} />
          </FormField>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit">
            <Sparkles className="h-4 w-4" aria-hidden />
            Create Assistant
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
