import { useState } from 'react';
import { Globe, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError } from '../../../components/ui/label.tsx';
import { parseOriginInput } from '../lib/assistant-draft.ts';

/** The server accepts at most this many allowed origins. */
export const MAX_ALLOWED_ORIGINS = 50;

export interface AllowedOriginsEditorProps {
  origins: string[];
  onChange: (origins: string[]) => void;
}

/** The widget's domain allowlist: only these sites may embed the assistant; empty means any site. */
export function AllowedOriginsEditor({ origins, onChange }: AllowedOriginsEditorProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const add = () => {
    const origin = parseOriginInput(value);
    if (!origin) return setError('Enter a website address such as https://www.example.com');
    if (origins.includes(origin)) return setError(`${origin} is already allowed`);
    if (origins.length >= MAX_ALLOWED_ORIGINS) return setError(`At most ${MAX_ALLOWED_ORIGINS} websites can be allowed`);
    onChange([...origins, origin]);
    setValue('');
    setError(undefined);
  };

  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm font-medium text-slate-900" id="allowed-origins-title">
          Allowed Websites
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          Only these sites can show your chat widget. Leave the list empty to allow any website. Saved with Save Changes.
        </p>
      </div>
      <div className="flex gap-2">
        <Input
          aria-labelledby="allowed-origins-title"
          placeholder="https://www.example.com"
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!value.trim()}>
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      </div>
      <FieldError message={error} />
      {origins.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-500">Any website can embed this assistant.</p>
      ) : (
        <ul aria-label="Allowed websites" className="flex flex-wrap gap-2">
          {origins.map((origin) => (
            <li
              key={origin}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm text-slate-700"
            >
              <Globe className="h-3.5 w-3.5 text-slate-400" aria-hidden />
              {origin}
              <button
                type="button"
                aria-label={`Remove ${origin}`}
                onClick={() => onChange(origins.filter((o) => o !== origin))}
                className="rounded-full p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
              >
                <X className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
