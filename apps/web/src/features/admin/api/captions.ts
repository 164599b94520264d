import type { CaptionLanguage } from '@academy/shared/caption-languages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type CaptionsTarget = { courseId: string; lectureId: string; language: CaptionLanguage };

/** Saves (or replaces) a lecture's captions in one language (issue 28): at once, not with the course. */
export const useSaveCaptions = () =>
  useMutation({
    mutationFn: ({ courseId, lectureId, language, vtt }: CaptionsTarget & { vtt: string }) =>
      api.put('/admin/course/:id/lecture/:lectureId/captions/:language', {
        params: { id: courseId, lectureId, language },
        body: { vtt },
      }),
  });

/** Removes a lecture's captions in one language. */
export const useRemoveCaptions = () =>
  useMutation({
    mutationFn: ({ courseId, lectureId, language }: CaptionsTarget) =>
      api.delete('/admin/course/:id/lecture/:lectureId/captions/:language', {
        params: { id: courseId, lectureId, language },
      }),
  });
