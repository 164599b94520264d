import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §2 Home: the search is recorded before the browser goes to /search. */
export const recordSearch = (query: string) =>
  api<{ success: boolean }>('/search/record', { method: 'POST', body: { query } });

export const useRecordSearch = () => useMutation({ mutationFn: recordSearch });
