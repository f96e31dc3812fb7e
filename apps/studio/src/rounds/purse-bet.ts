/** A bet a purse took: what a rollback needs to give it back. */
export type PurseBet = { roundId: string; transactionId: string; amount: bigint };

/** Transaction ids derive from the round's unguessable id, so a retried call is a replay. */
export const purseTransactionId = (roundId: string, kind: 'bet' | 'win' | 'rollback') => `${roundId}:${kind}`;

/** The bet a purse takes for `roundId`: what a rollback names, also after a restart. */
export const purseBetOf = (roundId: string, amount: bigint): PurseBet => ({
  roundId,
  transactionId: purseTransactionId(roundId, 'bet'),
  amount,
});
