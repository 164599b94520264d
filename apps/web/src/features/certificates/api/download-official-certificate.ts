import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';

/** SPEC §7: the certificate PDF the server makes for an owner who completed the course. */
export const getOfficialCertificate = (userId: string, courseId: string) =>
  api.blob('/certificate/:userId/:courseId', { params: { userId, courseId } });

/** Saves the server's certificate as 'Certificate.pdf' (SPEC §4 Certificate). */
export function useDownloadOfficialCertificate() {
  return useMutation({
    mutationFn: ({ userId, courseId }: { userId: string; courseId: string }) =>
      getOfficialCertificate(userId, courseId),
    onSuccess: (blob) => saveBlob(blob, 'Certificate.pdf'),
    onError: (error) => notify.error(errorMessage(error)),
  });
}
