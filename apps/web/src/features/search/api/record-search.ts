import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §2 Home: the search is recorded before the browser goes to /search. */
export const recordSearch = (query: string) => api.post('/search/record', { body: { query } });

export const useRecordSearch = () => useMutation({ mutationFn: recordSearch });
