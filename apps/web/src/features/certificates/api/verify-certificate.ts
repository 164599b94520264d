import type { CertificateVerification } from '@academy/shared/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The public check of a certificate number; null when no certificate has it (404). */
export async function verifyCertificate(number: string): Promise<CertificateVerification | null> {
  try {
    const response = await api.get('/certificate/verify/:number', { params: { number } });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const certificateVerificationQuery = (number: string) =>
  queryOptions({
    queryKey: queryKeys.certificateVerification(number),
    queryFn: () => verifyCertificate(number),
  });

export const useCertificateVerification = (number: string) =>
  useQuery({ ...certificateVerificationQuery(number), enabled: number !== '' });
