import { z } from 'zod';
import { emailAddress, requiredText } from './text';

/** The longest each text field may be; the form shows them as the shopper types. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

/** The contact form (SPEC.md §2, §5): every field required, lengths bounded. */
export const contactMessageSchema = z.object({
  name: requiredText('Your Name', CONTACT_LIMITS.name),
  email: emailAddress('Email Address'),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Your Message', CONTACT_LIMITS.message),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
