import { useMutation } from '@tanstack/react-query';
import { type OnProgress, upload } from '@/lib/api-upload';
import { useProjectChanged } from './project-changed';

/** What the student hands in: one version of their project. */
export type ProjectSubmission = {
  title: string;
  description: string;
  /** Agreed to be shown in the course's gallery once approved. */
  public: boolean;
  pictures: File[];
  pdf: File | null;
};

/**
 * `POST /api/courses/:id/projects` (multipart): a first project, or a newer version of it.
 * Through XMLHttpRequest, which reports the bytes sent: pictures and a PDF can be 145 MB.
 */
export function useSubmitProject(courseId: string) {
  const changed = useProjectChanged(courseId);
  return useMutation({
    mutationFn: ({
      submission,
      onProgress,
      signal,
    }: {
      submission: ProjectSubmission;
      onProgress: OnProgress;
      signal: AbortSignal;
    }) => {
      const form = new FormData();
      form.append('title', submission.title.trim());
      form.append('description', submission.description.trim());
      form.append('public', String(submission.public));
      for (const picture of submission.pictures) form.append('images', picture);
      if (submission.pdf) form.append('pdf', submission.pdf);
      return upload('/courses/:id/projects', form, { params: { id: courseId }, onProgress, signal });
    },
    onSuccess: changed,
  });
}
