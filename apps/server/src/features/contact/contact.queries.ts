import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Stores one contact-form message; returns its id and when it was received. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
