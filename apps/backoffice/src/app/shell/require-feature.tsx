import type { StaffFeatures } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useStaffMe } from '../../session/me-query.ts';
import { NotFoundPage } from '../not-found-page.tsx';

/** A page of a part the deployment may run without: where it is off, the page does not exist. */
export function RequireFeature({ feature, children }: { feature: keyof StaffFeatures; children: ReactNode }) {
  return useStaffMe().features[feature] ? children : <NotFoundPage />;
}
