import type { InvoiceStatistics } from '@casino/contracts';

type CountKey = 'depositsCount' | 'withdrawalsCount' | 'pendingWithdrawalsCount';

/** A count over every currency of the statistics (they come one entry per currency). */
export const totalCount = (statistics: InvoiceStatistics, key: CountKey) =>
  statistics.reduce((sum, entry) => sum + entry[key], 0);
