import type { Db } from '../../db/client.ts';
import { createMessage } from '../messenger/messages.ts';
import { reviewDocument } from './documents.ts';
import { isVerifiedPlayer, playerLevel } from './levels.ts';
import type { DocumentRow } from './tables.ts';

export type DocumentDecision = { approve: boolean; reason?: string };

/** The player's level as a reviewer reads it: the provider's, and whether tiered KYC counts them verified. */
export async function reviewerLevel(db: Db, playerId: string) {
  const [{ level }, verified] = await Promise.all([
    playerLevel(db, playerId),
    isVerifiedPlayer(db, playerId),
  ]);
  return { level, verified };
}

/**
 * One decision on a document, whoever makes it (the operator desk, the back office): the locked row
 * decided, then the player told in their inbox and live (message.received leaves with the commit).
 * In the caller's (audited) transaction; answers the row before and after.
 */
export async function decideDocument(
  tx: Db,
  id: string,
  decision: DocumentDecision,
): Promise<{ before: DocumentRow; after: DocumentRow }> {
  const { before, after } = await reviewDocument(tx, id, decision);
  await createMessage(tx, {
    playerId: after.playerId,
    key: `document:${after.id}`,
    kind: decision.approve ? 'kyc.documentApproved' : 'kyc.documentRejected',
    params: { name: after.fileName, reason: after.rejectReason ?? '' },
    link: '/profile/documents',
  });
  return { before, after };
}
