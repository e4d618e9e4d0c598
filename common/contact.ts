import { z } from 'zod';
import { MAX_PAGE, wholeNumberQuery } from './paging';
import { emailAddress, requiredLine, requiredText } from './text';

/** The longest each text field may be; the form shows them as the shopper types. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

/** The contact form (docs/product.md §2, §5): every field required, lengths bounded. */
export const contactMessageSchema = z.object({
  name: requiredLine('Your Name', CONTACT_LIMITS.name),
  email: emailAddress('Email Address'),
  subject: requiredLine('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Your Message', CONTACT_LIMITS.message),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** How many messages the owner's Messages screen shows a page. */
export const MESSAGES_PER_PAGE = 20;

/** A kept message as the owner reads it; the phone comes from the shopper's account or latest order under that e-mail. */
export const keptMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  phone: z.string().nullable(),
});
export type KeptMessage = z.infer<typeof keptMessageSchema>;

export const messageListQuerySchema = z.object({
  page: wholeNumberQuery('page', MAX_PAGE).default(1),
});
export const messageReadSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
