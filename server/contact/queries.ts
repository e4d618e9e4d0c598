import type { ContactMessage } from '../../common/contact';
import type { Db } from '../db/client';
import { contactMessages } from './schema';

/** Keeps a shopper's message for the owner to read in the admin app (ARCHITECTURE.md, Contact form). */
export function keepContactMessage(db: Db, message: ContactMessage, now: Date) {
  db.insert(contactMessages).values({ ...message, createdAt: now }).run();
}
