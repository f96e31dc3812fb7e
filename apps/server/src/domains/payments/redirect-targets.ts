import type { DepositRequest } from '@casino/contracts';
import { safeRedirectPath } from '@casino/contracts';
import { AppError, type FieldIssue } from '../../plugins/errors.ts';

const REDIRECT_FIELDS = ['redirectSuccessUrl', 'redirectErrorUrl', 'redirectUrl'] as const;

/**
 * The deposit's return links as paths of this site, checked before any invoice exists: a link to
 * another origin (or one the schema let through that URL parsing refuses) is a 422 on its field.
 */
export function localRedirectTargets(request: DepositRequest, siteOrigin: string): DepositRequest {
  const checked = { ...request };
  const issues: FieldIssue[] = [];
  for (const field of REDIRECT_FIELDS) {
    const target = request[field];
    if (target === undefined || target === null || target === '') continue;
    const path = safeRedirectPath(target, siteOrigin);
    if (path === null) issues.push({ field, rule: 'redirect' });
    else checked[field] = path;
  }
  if (issues.length > 0) throw AppError.validation(issues);
  return checked;
}
