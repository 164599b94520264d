/** What students say and make (issue 30): the endpoints of reviews and student projects in the ApiContract (contract.ts). */
import type { z } from 'zod';
import type {
  reviewDeletedResponseSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSavedResponseSchema,
  myReviewQuerySchema,
  myReviewResponseSchema,
} from './reviews';
import type {
  courseProjectsQuerySchema,
  courseProjectsResponseSchema,
  myCourseProjectResponseSchema,
  projectDeletedResponseSchema,
  projectPageResponseSchema,
  projectVisibilityInputSchema,
  studentProjectResponseSchema,
  studentProjectsResponseSchema,
} from './projects';

export type CommunityContract = {
  // Reviews (issue 30)
  'GET /reviews': {
    response: z.output<typeof reviewListResponseSchema>;
    query: z.input<typeof reviewListQuerySchema>;
  };
  'GET /reviews/mine': {
    response: z.output<typeof myReviewResponseSchema>;
    query: z.input<typeof myReviewQuerySchema>;
  };
  'POST /reviews': {
    response: z.output<typeof reviewSavedResponseSchema>;
    body: z.input<typeof reviewInputSchema>;
  };
  'DELETE /reviews/:id': { response: z.output<typeof reviewDeletedResponseSchema> };

  // Student projects (issue 30)
  'GET /courses/:id/projects': {
    response: z.output<typeof courseProjectsResponseSchema>;
    query: z.input<typeof courseProjectsQuerySchema>;
  };
  'GET /courses/:id/projects/mine': { response: z.output<typeof myCourseProjectResponseSchema> };
  /** Multipart: `title`, `description`, `public`, `images` (repeated) and `pdf` (see apiUpload). */
  'POST /courses/:id/projects': { response: z.output<typeof studentProjectResponseSchema> };
  'GET /projects/:id': { response: z.output<typeof projectPageResponseSchema> };
  'GET /student/projects': { response: z.output<typeof studentProjectsResponseSchema> };
  'PATCH /student/projects/:id': {
    response: z.output<typeof studentProjectResponseSchema>;
    body: z.input<typeof projectVisibilityInputSchema>;
  };
  'DELETE /projects/:id': { response: z.output<typeof projectDeletedResponseSchema> };
};
