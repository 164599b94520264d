import type { RegisterBody } from '@academy/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const register = (body: RegisterBody) =>
  api<{ success: boolean; message: string }>('/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
