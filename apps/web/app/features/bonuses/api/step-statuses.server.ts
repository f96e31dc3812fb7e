import { BonusIssueStatus } from '@casino/contracts';
import { walletRoutes } from '@casino/contracts/links';
import type { AppLoadContext } from 'react-router';
import { playerApi, requestSessionToken } from '../../../lib/session/server.ts';
import { bonusesCalls } from './bonuses-api.ts';

/** Whether a signed-in player can still receive a bonus (GET bonuses/status: 1, 2, 3). */
export type StepStatus = 'available' | 'issued' | 'unavailable';

const STATUS_NAMES: Record<number, StepStatus> = {
  [BonusIssueStatus.available]: 'available',
  [BonusIssueStatus.issued]: 'issued',
  [BonusIssueStatus.unavailable]: 'unavailable',
};

/**
 * For a signed-in visitor, whether each bonus of a page's steps is still to be had, in the currency of
 * the active account: the statuses by bonus id. Null for a guest, for steps that name no bonus, and on
 * any failure: the page is content first and never waits on this to render.
 */
export async function loadStepStatuses(
  request: Request,
  context: AppLoadContext,
  bonusIds: string[],
): Promise<Record<string, StepStatus> | null> {
  if (bonusIds.length === 0 || !requestSessionToken(request)) return null;
  const api = playerApi(request, context);
  try {
    const accounts = (await api.call(walletRoutes.accounts, {})).data;
    const currency = (accounts.find((account) => account.isActive) ?? accounts[0])?.currency;
    const statuses = await bonusesCalls.issueStatuses(api, bonusIds, currency);
    return Object.fromEntries(
      statuses.flatMap((item) => {
        const name = STATUS_NAMES[item.issueStatus];
        return name ? [[item.id, name]] : [];
      }),
    );
  } catch {
    return null;
  }
}
