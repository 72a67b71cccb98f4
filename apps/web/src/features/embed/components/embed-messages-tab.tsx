import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { maxLengthOf } from '../lib/embed-validation.ts';
import type { EmbedTabProps } from './embed-tab-props.ts';

type MessageField = 'windowTitle' | 'welcomeMessage' | 'placeholder' | 'offlineMessage';
const FIELDS: { field: MessageField; label: string; hint: string; isLong?: boolean }[] = [
  { field: 'windowTitle', label: 'Window title', hint: 'The heading of the chat window.' },
  { field: 'welcomeMessage', label: 'Welcome message', hint: 'The first message visitors see.', isLong: true },
  { field: 'placeholder', label: 'Input placeholder', hint: 'The hint inside the message box.' },
  { field: 'offlineMessage', label: 'Offline message', hint: 'Shown while the assistant is inactive.', isLong: true },
];

/** The texts of the chat window. */
export function EmbedMessagesTab({ config, onChange, errors }: EmbedTabProps) {
  return (
    <div className="space-y-5">
      {FIELDS.map(({ field, label, hint, isLong }) => {
        const id = `embed-${field}`;
        const max = maxLengthOf(field);
        const props = {
          id,
          value: config[field],
          maxLength: max,
          'aria-invalid': errors[field] ? true : undefined,
          onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
        };
        return (
          <div key={field} className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={id}>{label}</Label>
              {max && <span className="text-xs text-slate-400">{`${config[field].length}/${max}`}</span>}
            </div>
            {isLong ? <Textarea rows={3} {...props} /> : <Input {...props} />}
            <p className="text-xs text-slate-500">{hint}</p>
            <FieldError message={errors[field]} />
          </div>
        );
      })}
    </div>
  );
}
