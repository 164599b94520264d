import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { markClaimed } from './gifts';

export type NewAccount = { name: string; phone: string; password: string };

/**
 * The claim page's one submit for a recipient without an account: the account of the gift's
 * address (the store's registration, same payload), its session (as signing in makes one), and
 * the claim. The claim goes before the session's check, which then reads the address as verified
 * (the claim proves the mailbox). An account made whose claim then failed (the order was just
 * refunded) stays signed in, and the page shows the gift as it now is.
 */
export function useSignUpAndClaim(token: string, email: string) {
  const queryClient = useQueryClient();
  const { signIn, clearAuth } = useAuth();
  return useMutation({
    mutationFn: async (account: NewAccount) => {
      await api.post('/auth/register', { body: { ...account, email, role: 'user' } });
      const login = await api.post('/auth/login', {
        body: { email, password: account.password, role: 'user' },
      });
      storage.setAccessToken(login.data.accessToken);
      const claimed = await api.post('/gifts/claim', { body: { token } }).then(
        () => true,
        (error: unknown) => {
          notify.error(errorMessage(error));
          return false;
        },
      );
      const checked = await api.get('/auth/check-auth').catch((error: unknown) => {
        clearAuth();
        throw error;
      });
      return { accessToken: login.data.accessToken, user: checked.data.user, claimed };
    },
    onSuccess: async ({ accessToken, user, claimed }) => {
      if (claimed) queryClient.setQueryData(queryKeys.giftView(token), markClaimed);
      startTransition(() => signIn(accessToken, user));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.giftView(token) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.purchases }),
      ]);
    },
  });
}
