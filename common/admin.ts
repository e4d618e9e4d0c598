import { z } from 'zod';

/** Admin login (SPEC.md §5): username and password required. */
export const adminLoginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export type OutboxMail = { id: number; to: string; subject: string; text: string; createdAt: string; sentAt: string | null; error: string | null };
