import { api } from '@/lib/api-client';
import { type OnProgress, upload } from '@/lib/api-upload';

/** The admin's upload callers (batches, the curriculum editor) take it from here. */
export type { OnProgress };

/** SPEC §7 `POST /media/upload` (field `file`): a lecture video or an image. */
export async function uploadMedia(file: File, onProgress: OnProgress, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  const response = await upload('/media/upload', form, { onProgress, signal });
  return response.data;
}

/** SPEC §7 `DELETE /media/delete/{public_id}`. Resolves only once the server has confirmed. */
export const deleteMedia = (publicId: string) =>
  api.delete('/media/delete/:id', { params: { id: publicId } });
