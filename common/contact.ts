import { z } from 'zod';
import { emailAddress, requiredText } from './text';

/** The contact form (SPEC.md §2, §5): every field required, lengths bounded. */
export const contactMessageSchema = z.object({
  name: requiredText('Your Name', 100),
  email: emailAddress('Email Address'),
  subject: requiredText('Subject', 150),
  message: requiredText('Your Message', 5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
