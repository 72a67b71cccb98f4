import { Bot, HelpCircle, MessageCircle, Moon, Sun } from 'lucide-react';
import { BUTTON_SIZE_PX, type EmbedConfig } from '@siteline/contract';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { maxLengthOf } from '../lib/embed-validation.ts';
import type { EmbedTabProps } from './embed-tab-props.ts';
import { OptionGroup } from './option-group.tsx';
import { ProFeatureLock } from './pro-feature-lock.tsx';

const SWATCHES = ['#CE93EC', '#6366F1', '#0EA5E9', '#10B981', '#F59E0B', '#EF4444', '#0F172A'];
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const title = (value: string) =>
  value
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

export interface EmbedStyleTabProps extends EmbedTabProps {
  canControlBranding: boolean;
}

/** Theme, colour, position, size, icon, branding and custom CSS. */
export function EmbedStyleTab({ config, onChange, errors, canControlBranding }: EmbedStyleTabProps) {
  const colorForPicker = HEX.test(config.primaryColor) && config.primaryColor.length === 7 ? config.primaryColor : '#6366f1';
  return (
    <div className="space-y-5">
      <OptionGroup<EmbedConfig['theme']>
        label="Theme"
        value={config.theme}
        columns={2}
        onChange={(theme) => onChange({ theme })}
        options={[
          { value: 'light', label: 'Light', icon: <Sun className="h-4 w-4" aria-hidden /> },
          { value: 'dark', label: 'Dark', icon: <Moon className="h-4 w-4" aria-hidden /> },
        ]}
      />
      <div className="space-y-1.5">
        <Label htmlFor="embed-color">Primary Color</Label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="color"
            aria-label="Pick primary color"
            value={colorForPicker}
            onChange={(event) => onChange({ primaryColor: event.target.value.toUpperCase() })}
            className="h-10 w-12 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <div className="w-28">
            <Input
              id="embed-color"
              value={config.primaryColor}
              aria-invalid={errors.primaryColor ? true : undefined}
              onChange={(event) => onChange({ primaryColor: event.target.value.trim() })}
              className="font-mono uppercase"
            />
          </div>
          <div className="flex gap-1.5" role="group" aria-label="Suggested colors">
            {SWATCHES.map((swatch) => (
              <button
                key={swatch}
                type="button"
                aria-label={`Use ${swatch}`}
                onClick={() => onChange({ primaryColor: swatch })}
                className="h-7 w-7 rounded-full border-2 border-white shadow ring-1 ring-slate-200 hover:scale-110"
                style={{ backgroundColor: swatch }}
              />
            ))}
          </div>
        </div>
        <FieldError message={errors.primaryColor} />
      </div>
      <OptionGroup<EmbedConfig['position']>
        label="Position"
        value={config.position}
        columns={2}
        onChange={(position) => onChange({ position })}
        options={(['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const).map((value) => ({ value, label: title(value) }))}
      />
      <OptionGroup<EmbedConfig['buttonSize']>
        label="Button Size"
        value={config.buttonSize}
        onChange={(buttonSize) => onChange({ buttonSize })}
        options={(['small', 'medium', 'large'] as const).map((value) => ({ value, label: `${title(value)} (${BUTTON_SIZE_PX[value]} px)` }))}
      />
      <OptionGroup<EmbedConfig['bubbleIcon']>
        label="Bubble Icon"
        value={config.bubbleIcon}
        onChange={(bubbleIcon) => onChange({ bubbleIcon })}
        options={[
          { value: 'bot', label: 'Bot', icon: <Bot className="h-4 w-4" aria-hidden /> },
          { value: 'chat', label: 'Chat', icon: <MessageCircle className="h-4 w-4" aria-hidden /> },
          { value: 'help', label: 'Help', icon: <HelpCircle className="h-4 w-4" aria-hidden /> },
        ]}
      />
      <ProFeatureLock title="Branding" description="Show or replace the 'Powered by' line under the chat." isLocked={!canControlBranding}>
        <div className="space-y-3">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="embed-branding">Show branding</Label>
            <Switch
              id="embed-branding"
              aria-label="Show branding"
              checked={config.showBranding && config.brandingEnabled}
              onCheckedChange={(on) => onChange({ showBranding: on, brandingEnabled: on })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="embed-branding-text">Branding text</Label>
            <Input
              id="embed-branding-text"
              value={config.brandingText}
              maxLength={maxLengthOf('brandingText')}
              onChange={(event) => onChange({ brandingText: event.target.value })}
            />
            <FieldError message={errors.brandingText} />
          </div>
        </div>
      </ProFeatureLock>
      <div className="space-y-1.5">
        <Label htmlFor="embed-css">Custom CSS</Label>
        <Textarea
          id="embed-css"
          rows={4}
          value={config.customCSS}
          maxLength={maxLengthOf('customCSS')}
          placeholder=".win { border-radius: 24px; }"
          className="font-mono text-xs"
          onChange={(event) => onChange({ customCSS: event.target.value })}
        />
        <p className="text-xs text-slate-500">Applied inside the widget only; it cannot change your page.</p>
        <FieldError message={errors.customCSS} />
      </div>
    </div>
  );
}
