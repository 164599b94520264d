import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import { saveUrl } from '@/lib/save-file';
import { notify } from '@/lib/toast';

/** A short-lived link to the owner's file (SPEC §7 Asset download). */
export const getAssetDownload = (assetId: string) =>
  api.get('/student/assets/download/:assetId', { params: { assetId } }).then((response) => response.data);

/**
 * Download for an owned asset. SPEC §8: 'Download started!', a missing file (404) is
 * 'Download URL is not available.', anything else 'Failed to download the file.'.
 */
export function useDownloadAsset() {
  const mutation = useMutation({
    mutationFn: getAssetDownload,
    onSuccess: (link) => {
      if (!link.url) {
        notify.error(translate('spec.downloadUrlMissing'));
        return;
      }
      // The link answers with Content-Disposition: attachment as well.
      saveUrl(link.url, link.filename);
      notify.success(translate('spec.downloadStarted'));
    },
    onError: (error) =>
      notify.error(
        error instanceof ApiError && error.status === 404
          ? translate('spec.downloadUrlMissing')
          : translate('spec.downloadFailed'),
      ),
  });
  return {
    download: (assetId: string) => mutation.mutate(assetId),
    downloadAsync: (assetId: string) => mutation.mutateAsync(assetId).catch(() => undefined),
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables : undefined,
  };
}
