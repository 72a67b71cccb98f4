import { z } from 'zod';

export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The public contact form. `website` is a honeypot: hidden from people, filled by bots; a message
 * that fills it is acknowledged but never stored.
 */
export const contactMessageInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be 100 characters or less'),
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254, 'Email must be 254 characters or less'),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(CONTACT_MESSAGE_MAX, 'Message must be 5,000 characters or less'),
  website: z.string().max(200, 'website must be 200 characters or less').optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
