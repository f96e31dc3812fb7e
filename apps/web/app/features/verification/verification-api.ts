import { verificationRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../lib/session/session-context.tsx';

export const VERIFICATION_QUERY_KEY = [PLAYER_QUERY_KEY, 'verification'] as const;

export const verificationQueries = {
  documents: (api: ApiClient) =>
    queryOptions({
      queryKey: [...VERIFICATION_QUERY_KEY, 'documents'],
      queryFn: async () => (await api.call(verificationRoutes.documents, {})).data,
    }),
  status: (api: ApiClient) =>
    queryOptions({
      queryKey: [...VERIFICATION_QUERY_KEY, 'status'],
      queryFn: async () => (await api.call(verificationRoutes.verification, {})).data,
    }),
};

export const verificationCalls = {
  upload: (api: ApiClient, type: string, file: File) => {
    const form = new FormData();
    form.append('type', type);
    form.append('file', file, file.name);
    return api.upload(verificationRoutes.uploadDocument, form);
  },
  remove: (api: ApiClient, id: string) => api.call(verificationRoutes.deleteDocument, { params: { id } }),
  providerToken: (api: ApiClient) => api.call(verificationRoutes.sumsubAuth, {}),
};
