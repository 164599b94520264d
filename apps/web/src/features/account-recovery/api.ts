import type {
  ForgotPasswordBody,
  LoginResponse,
  ResetPasswordBody,
  User,
  VerifyEmailBody,
} from '@academy/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type MessageResponse = { success: boolean; message: string };

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api<MessageResponse>('/auth/forgot-password', { method: 'POST', body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api<LoginResponse>('/auth/reset-password', { method: 'POST', body }),
  });

export const verifyEmail = (body: VerifyEmailBody) =>
  api<{ success: true; message: string; data: { user: User } }>('/auth/verify-email', {
    method: 'POST',
    body,
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: () => api<MessageResponse>('/auth/resend-verification', { method: 'POST' }),
  });
