import type { LoginBody, LoginResponse } from '@academy/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (body: LoginBody) => api<LoginResponse>('/auth/login', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
