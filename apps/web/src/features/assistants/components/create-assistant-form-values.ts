import { CONTEXT_MAX, type CreateAssistantInput } from '@siteline/contract';

export type CreateAssistantFormValues = Required<Omit<CreateAssistantInput, 'sessionId' | 'description'>>;

export const EMPTY_CREATE_FORM: CreateAssistantFormValues = {
  name: '',
  context: '',
  websiteUrl: '',
  language: 'en',
  multiLanguage: false,
  personality: 'professional',
  tone: 'helpful',
};

/** The counter under Additional Context, e.g. '1,234/10,000 characters'. */
export function contextCounter(context: string): string {
  return `${context.length.toLocaleString('en-US')}/${CONTEXT_MAX.toLocaleString('en-US')} characters`;
}
