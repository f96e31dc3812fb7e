import type { Player360 } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  playerHits,
  playersSharingDevices,
  staffOpenSessions,
  staffProfile,
} from '../identity/staff-views.ts';
import { activeLimits } from '../limits/service.ts';
import { limitViews } from '../limits/views.ts';
import { listDocuments } from '../verification/documents.ts';
import { playerLevel } from '../verification/levels.ts';
import { listAccounts } from '../wallet/accounts.ts';

/**
 * The head of the player 360 page, gathered from the domains that own each part (GET
 * /api/backoffice/players/{id}); 404 for an unknown player.
 */
export async function player360(
  db: Db,
  playerId: string,
  options: { sessionIdleDays: number; now?: Date },
): Promise<Player360> {
  const profile = await staffProfile(db, playerId);
  if (!profile) throw AppError.notFound('No such player.');
  const now = options.now ?? new Date();
  const [accounts, level, documents, limitRows, openSessions, sharing] = await Promise.all([
    listAccounts(db, playerId),
    playerLevel(db, playerId),
    listDocuments(db, playerId),
    activeLimits(db, playerId),
    staffOpenSessions(db, playerId, options.sessionIdleDays),
    playersSharingDevices(db, [playerId]),
  ]);
  const sharedIds = sharing.get(playerId) ?? [];
  const sharedHits = await playerHits(db, sharedIds);
  return {
    profile,
    accounts,
    verification: { level: level.level, rejectReason: level.rejectReason, documents },
    limits: await limitViews(db, limitRows, now),
    openSessions,
    sharedDevicePlayers: sharedIds.flatMap((id) => sharedHits.get(id) ?? []),
  };
}
