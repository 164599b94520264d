import type { MediaUploadResult } from '@academy/shared/admin-media';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../infrastructure/jobs';
import { enqueueVideoProbe } from './video-probe';
import { enqueueTranscode } from './video-transcode';

/**
 * A stored video is probed and transcoded in the background (video-probe.ts, video-transcode.ts).
 * Every upload route, multipart or resumable, ends here.
 */
export async function queueVideoWork(db: Database, jobs: JobQueue, results: MediaUploadResult[]) {
  const videos = results.filter((result) => result.resource_type === 'video');
  if (videos.length === 0) return;
  await enqueueVideoProbe(db, jobs);
  for (const video of videos) await enqueueTranscode(db, jobs, video.public_id);
}
