import { forwardRef, type ClipboardEvent } from 'react';
import { NAME_MAX, sanitizeBusinessNameInput } from '@siteline/contract';
import { Input, type InputProps } from '../../../components/ui/input.tsx';

export interface BusinessNameInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A name field that silently drops disallowed characters as the user types or pastes, capped at 100. */
export const BusinessNameInput = forwardRef<HTMLInputElement, BusinessNameInputProps>(function BusinessNameInput({ value, onValueChange, ...props }, ref) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = sanitizeBusinessNameInput(event.clipboardData.getData('text')).trim();
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onValueChange(sanitizeBusinessNameInput(value.slice(0, start) + pasted + value.slice(end)));
  };
  return (
    <Input
      ref={ref}
      {...props}
      value={value}
      maxLength={NAME_MAX}
      onChange={(event) => onValueChange(sanitizeBusinessNameInput(event.target.value))}
      onPaste={onPaste}
    />
  );
});
