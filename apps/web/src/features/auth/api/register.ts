import type { RegisterBody } from '@academy/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const register = (body: RegisterBody) => api.post('/auth/register', { body });

export const useRegister = () => useMutation({ mutationFn: register });
