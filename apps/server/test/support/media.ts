import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaUploadResult } from '@academy/shared/admin-media';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { bearer } from './app';

/** One of the demo videos (apps/server/seed/media/videos): 9 s, 640×360, no sound. */
export const demoVideo = (name: string): Buffer =>
  readFileSync(path.join(import.meta.dirname, '../../seed/media/videos', name));

/** A video in an MP4's clothes: its signature (the ftyp box), then noise. Accepted, unreadable. */
export const brokenVideo = (): Buffer =>
  Buffer.concat([demoVideo('grid.mp4').subarray(0, 32), Buffer.alloc(8000, 0x5a)]);

/** `POST /api/media/upload` with the video as a browser's FormData sends it. */
export async function postVideo(app: App, token: string, bytes: Buffer, name = 'lecture.mp4') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'video/mp4' }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(token) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Uploads the video and answers what the upload says about it (201 expected). */
export async function uploadVideo(app: App, token: string, bytes: Buffer): Promise<MediaUploadResult> {
  const response = await postVideo(app, token, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: MediaUploadResult }>().data;
}
