import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ContactMessageInput } from '@siteline/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact: the public contact form. */
export function sendContactMessage(input: ContactMessageInput) {
  return apiRequest('POST', '/api/contact', messageResponseSchema, input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
