import type { CommunicationRequest } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { communications } from './tables.ts';

export async function saveCommunication(
  db: Db,
  message: CommunicationRequest & { locale: string; ipAddress: string; userAgent: string | undefined },
) {
  const [row] = await db
    .insert(communications)
    // The product's client sends only e-mail and text; our own form adds a name and a subject.
    .values({ ...message, name: message.name ?? '', subject: message.subject ?? 'other' })
    .returning({ id: communications.id, createdAt: communications.createdAt });
  return { id: row!.id, createdAt: row!.createdAt.toISOString() };
}
