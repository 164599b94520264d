import type {
  AccountDeleteBody,
  AccountProfile,
  AccountUpdateBody,
  PasswordChangeBody,
} from '@academy/shared/account';
import type { User } from '@academy/shared/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Message = { success: boolean; message: string };

export const useAccount = (userId: string) =>
  useQuery({
    queryKey: queryKeys.account(userId),
    queryFn: ({ signal }) =>
      api<{ data: { account: AccountProfile } }>('/account', { signal }).then(({ data }) => data.account),
  });

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdateBody) =>
      api<Message & { data: { account: AccountProfile }; user: User }>('/account', { method: 'PATCH', body }),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.account(userId), data.account),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      api<Message & { data: { accessToken: string; user: User } }>('/account/password', {
        method: 'POST',
        body,
      }),
  });

export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: () => api<Message>('/account/sign-out-everywhere', { method: 'POST' }),
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: AccountDeleteBody) => api<Message>('/account', { method: 'DELETE', body }),
  });
