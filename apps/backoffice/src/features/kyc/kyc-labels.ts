import type { QueuedDocument } from '@casino/contracts';

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  passport: 'Passport',
  'id-card': 'Identity card',
  'driving-licence': 'Driving licence',
  'utility-bill': 'Utility bill',
  'bank-statement': 'Bank statement',
  'payment-method': 'Payment method',
};
export const documentTypeLabel = (type: string) => DOCUMENT_TYPE_LABELS[type] ?? type;

/** The level as a reviewer reads it: verified for tiered KYC wins over the provider's word. */
export function levelLabel({ level, verified }: QueuedDocument['verification']) {
  if (verified) return 'Verified';
  return { none: 'Not verified', pending: 'Check pending', verified: 'Verified', rejected: 'Rejected' }[
    level
  ];
}

export const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
