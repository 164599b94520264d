import type { ForgotPasswordBody, ResetPasswordBody, VerifyEmailBody } from '@academy/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post('/auth/forgot-password', { body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post('/auth/reset-password', { body }),
  });

export const verifyEmail = (body: VerifyEmailBody) => api.post('/auth/verify-email', { body });

export const useResendVerification = () =>
  useMutation({
    mutationFn: () => api.post('/auth/resend-verification'),
  });
