import type { AccountDeleteBody, AccountUpdateBody, PasswordChangeBody } from '@academy/shared/account';
import type { Language } from '@academy/shared/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useAccount = (userId: string) =>
  useQuery({
    queryKey: queryKeys.account(userId),
    queryFn: ({ signal }) => api.get('/account', { signal }).then(({ data }) => data.account),
  });

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdateBody) => api.patch('/account', { body }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.account(userId), data.account),
  });
}

export function useChangeLanguage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api.put('/account/language', { body: { language } }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.account(userId), data.account),
  });
}

/** Issue 30: the switch for the emails that ask for a review. */
export function useChangeMarketingEmails(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marketingEmails: boolean) =>
      api.put('/account/marketing-emails', { body: { marketingEmails } }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.account(userId), data.account),
  });
}

/** A marketing mail's unsubscribe link, opened in the store: its token says whose account. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => api.post('/account/marketing-emails/unsubscribe', { query: { token } }),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChangeBody) => api.post('/account/password', { body }),
  });

export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: () => api.post('/account/sign-out-everywhere'),
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: AccountDeleteBody) => api.delete('/account', { body }),
  });
