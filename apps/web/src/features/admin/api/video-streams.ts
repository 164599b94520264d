import type { VideoStream } from '@academy/shared/admin-media';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/lib/query-keys';

/** How often the editor looks again while a video is still being prepared. */
const WHILE_PREPARING_MS = 3000;

const preparing = (stream: VideoStream) =>
  stream.status === 'none' || stream.status === 'queued' || stream.status === 'processing';

/** `GET /admin/media/streams?ids=`: where the adaptive stream of each video stands. */
export const useVideoStreams = (ids: readonly string[]) =>
  useQuery({
    queryKey: adminKeys.videoStreams(ids),
    queryFn: () =>
      api
        .get('/admin/media/streams', { query: { ids: ids.join(',') } })
        .then((body) => new Map(body.data.map((stream) => [stream.public_id, stream]))),
    enabled: ids.length > 0,
    refetchInterval: (query) =>
      [...(query.state.data?.values() ?? [])].some(preparing) ? WHILE_PREPARING_MS : false,
  });

/** `POST /admin/media/streams/{id}/retry`. */
export function useRetryVideoStream() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/admin/media/streams/:id/retry', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'video-streams'] }),
  });
}
