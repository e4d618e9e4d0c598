import { z } from 'zod';

const required = (field: string, max: number) =>
  z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

/** The contact form (SPEC.md §2, §5): every field required, lengths bounded. */
export const contactMessageSchema = z.object({
  name: required('Your Name', 100),
  email: z
    .string({ error: 'Email Address is required' })
    .trim()
    .min(1, 'Email Address is required')
    .pipe(z.email('Please enter a valid email address').max(200, 'Email Address must be at most 200 characters')),
  subject: required('Subject', 150),
  message: required('Your Message', 5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
