import type { LoginBody } from '@academy/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (body: LoginBody) => api.post('/auth/login', { body });

export const useLogin = () => useMutation({ mutationFn: login });
