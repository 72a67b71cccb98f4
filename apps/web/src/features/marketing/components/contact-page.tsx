import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { CONTACT_MESSAGE_MAX, contactMessageInputSchema } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { validateForm, type FieldErrors } from '../../../lib/form-errors.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useIsHydrated } from '../../../hooks/use-is-hydrated.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const EMPTY = { name: '', email: '', message: '', website: '' };

/** /contact: name, e-mail and message, stored for the Siteline team (plus a hidden honeypot field). */
export function ContactPage() {
  usePageMeta(PAGE_METAS.contact);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContactMessage();
  // Prerendered: the form stays disabled until hydrated, so nothing typed or submitted is lost.
  const isHydrated = useIsHydrated();
  const isDisabled = send.isPending || !isHydrated;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(contactMessageInputSchema, values);
    setErrors(result.errors ?? {});
    if (result.data) send.mutate(result.data);
  };
  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const fieldProps = (field: 'name' | 'email' | 'message') => ({
    id: `contact-${field}`,
    value: values[field],
    onChange: update(field),
    disabled: isDisabled,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  return (
    <section className="bg-gradient-to-b from-indigo-50/60 to-white">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
        <h1 className="text-center text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Contact Us</h1>
        <p className="mt-4 text-center text-lg text-slate-700">
          Questions about plans, custom integrations or anything else? Write to us and we reply by e-mail within 24 hours.
        </p>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {send.isSuccess ? (
            <div role="status" className="flex flex-col items-center py-8 text-center">
              <CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden />
              <p className="mt-4 text-lg font-semibold text-slate-900">Message sent</p>
              <p className="mt-2 text-slate-700">{send.data.message}</p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-5">
              <FormField id="contact-name" label="Name" error={errors.name}>
                <Input autoComplete="name" maxLength={100} {...fieldProps('name')} />
              </FormField>
              <FormField id="contact-email" label="Email" error={errors.email}>
                <Input type="email" autoComplete="email" placeholder="you@company.com" {...fieldProps('email')} />
              </FormField>
              <FormField id="contact-message" label="Message" error={errors.message}>
                <Textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...fieldProps('message')} />
              </FormField>
              {/* A honeypot: invisible to people and screen readers, filled in by form-spamming bots. */}
              <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor="contact-website">Website</label>
                <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={update('website')} />
              </div>
              {send.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessage(send.error, 'Your message could not be sent. Please try again.')}
                </p>
              )}
              <Button type="submit" size="lg" className="w-full" disabled={isDisabled}>
                {send.isPending && <Spinner className="h-4 w-4 text-white" label="Sending" />}
                {send.isPending ? 'Sending...' : 'Send Message'}
              </Button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
