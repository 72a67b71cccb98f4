import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  hint?: string;
  error?: string;
  onChange: (value: number) => void;
}

/** A bounded whole-number input; an empty box reads as the minimum, and the schema reports the rest. */
export function NumberField({ id, label, value, min, max, step = 1, unit, hint, error, onChange }: NumberFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <div className="w-32">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            value={Number.isFinite(value) ? value : ''}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.value === '' ? min : Math.round(Number(event.target.value)))}
          />
        </div>
        {unit && <span className="text-sm text-slate-500">{unit}</span>}
      </div>
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      <FieldError message={error} />
    </div>
  );
}
