import { LANGUAGES, LANGUAGE_NAMES, PERSONALITIES, TONES } from '@siteline/contract';
import { useLocation } from 'wouter';
import { Badge } from '../../../components/ui/badge.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import type { DraftTabProps } from './general-tab.tsx';
import { SettingRow } from './setting-row.tsx';

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
const personalityOptions = PERSONALITIES.map((value) => ({ value, label: capitalize(value) }));
const toneOptions = TONES.map((value) => ({ value, label: capitalize(value) }));

export interface PersonalityTabProps extends DraftTabProps {
  canUseMultiLanguage: boolean;
}

/** Language, multi-language (Pro), personality and tone. */
export function PersonalityTab({ draft, onChange, canUseMultiLanguage }: PersonalityTabProps) {
  const [, navigate] = useLocation();
  const isLocked = !canUseMultiLanguage && !draft.multiLanguage;
  const explainUpgrade = () =>
    toast({
      variant: 'destructive',
      title: 'Upgrade Required',
      description: 'Multi-language support is available on Pro and Enterprise plans. Upgrade to enable this feature.',
      action: { label: 'Upgrade Plan', onClick: () => navigate('/billing') },
    });
  return (
    <div className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="assistant-language">Language</Label>
        <Select id="assistant-language" options={languageOptions} value={draft.language} onValueChange={(language) => onChange({ language })} />
      </div>
      <SettingRow
        htmlFor="assistant-multilanguage"
        title={
          <>
            Multi-language
            {!canUseMultiLanguage && <Badge variant="warning">Pro Feature</Badge>}
          </>
        }
        description="Reply in the language each visitor writes in."
        control={
          <span className="relative inline-flex">
            <Switch
              id="assistant-multilanguage"
              aria-label="Multi-language"
              checked={draft.multiLanguage}
              disabled={isLocked}
              onCheckedChange={(multiLanguage) => (multiLanguage && !canUseMultiLanguage ? explainUpgrade() : onChange({ multiLanguage }))}
            />
            {isLocked && (
              // A disabled switch swallows clicks; this catches the attempt to explain the lock.
              <button type="button" aria-label="Multi-language requires an upgrade" className="absolute inset-0 cursor-not-allowed" onClick={explainUpgrade} />
            )}
          </span>
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="assistant-personality">Personality</Label>
          <Select
            id="assistant-personality"
            options={personalityOptions}
            value={draft.personality}
            onValueChange={(personality) => onChange({ personality })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="assistant-tone">Tone</Label>
          <Select id="assistant-tone" options={toneOptions} value={draft.tone} onValueChange={(tone) => onChange({ tone })} />
        </div>
      </div>
    </div>
  );
}
