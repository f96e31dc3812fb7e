export const KYC_QUERY_KEY = ['backoffice', 'kyc'] as const;
