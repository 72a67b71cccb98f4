import { FILE_TYPES } from '@siteline/contract';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { EMBED_NUMBER_BOUNDS } from '../lib/embed-validation.ts';
import type { EmbedTabProps } from './embed-tab-props.ts';
import { NumberField } from './number-field.tsx';
import { ProFeatureLock } from './pro-feature-lock.tsx';

const MB = 1024 * 1024;

export interface EmbedBehaviorTabProps extends EmbedTabProps {
  canUploadFiles: boolean;
}

/** Auto-open, limits, typing speed and file upload. */
export function EmbedBehaviorTab({ config, onChange, errors, canUploadFiles }: EmbedBehaviorTabProps) {
  const { openDelay, maxMessages, typingSpeed, maxFileSize } = EMBED_NUMBER_BOUNDS;
  const isUploadOn = config.allowFileUpload && config.fileUploadEnabled;
  const toggleType = (type: (typeof FILE_TYPES)[number]) =>
    onChange({
      allowedFileTypes: config.allowedFileTypes.includes(type) ? config.allowedFileTypes.filter((t) => t !== type) : [...config.allowedFileTypes, type],
    });
  return (
    <div className="space-y-5">
      <div className="space-y-4 rounded-xl border border-slate-200 p-4">
        <div className="flex items-center justify-between gap-3">
          <div>
            <Label htmlFor="embed-auto-open">Auto-open</Label>
            <p className="text-sm text-slate-500">Open the chat by itself once per visit.</p>
          </div>
          <Switch id="embed-auto-open" aria-label="Auto-open" checked={config.autoOpen} onCheckedChange={(autoOpen) => onChange({ autoOpen })} />
        </div>
        {config.autoOpen && (
          <NumberField
            id="embed-open-delay"
            label="Open delay"
            unit="ms"
            {...openDelay}
            step={500}
            value={config.openDelay}
            error={errors.openDelay}
            onChange={(value) => onChange({ openDelay: value })}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id="embed-max-messages"
          label="Max messages per conversation"
          {...maxMessages}
          value={config.maxMessages}
          error={errors.maxMessages}
          onChange={(value) => onChange({ maxMessages: value })}
        />
        <NumberField
          id="embed-typing-speed"
          label="Typing speed"
          unit="ms per character"
          {...typingSpeed}
          step={5}
          hint="0 shows replies at once."
          value={config.typingSpeed}
          error={errors.typingSpeed}
          onChange={(value) => onChange({ typingSpeed: value })}
        />
      </div>
      <ProFeatureLock title="File Upload" description="Let visitors attach documents and images to their questions." isLocked={!canUploadFiles}>
        <div className="space-y-4">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="embed-upload">Allow file upload</Label>
            <Switch
              id="embed-upload"
              aria-label="Allow file upload"
              checked={isUploadOn}
              onCheckedChange={(on) => onChange({ allowFileUpload: on, fileUploadEnabled: on })}
            />
          </div>
          {isUploadOn && (
            <>
              <NumberField
                id="embed-max-file"
                label="Max file size"
                unit="MB"
                min={1}
                max={Math.floor(maxFileSize.max / MB)}
                value={Math.max(1, Math.round(config.maxFileSize / MB))}
                error={errors.maxFileSize}
                onChange={(value) => onChange({ maxFileSize: value * MB })}
              />
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">Allowed file types</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {FILE_TYPES.map((type) => (
                    <label
                      key={type}
                      className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 py-1 text-sm text-slate-700 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
                    >
                      <input type="checkbox" className="accent-indigo-600" checked={config.allowedFileTypes.includes(type)} onChange={() => toggleType(type)} />
                      .{type}
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
        </div>
      </ProFeatureLock>
    </div>
  );
}
