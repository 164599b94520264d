/**
 * Lectures saved for offline (issue 32): a course's licence on a device, the device's check and
 * its release, in the ApiContract (contract.ts).
 */
import type { z } from 'zod';
import type {
  offlineCheckBodySchema,
  offlineCheckResponseSchema,
  offlineCourseResponseSchema,
  offlineLicenceBodySchema,
  offlinePlanResponseSchema,
  offlineReleaseResponseSchema,
} from './offline';

export type OfflineContract = {
  'GET /student/offline/courses/:courseId': { response: z.output<typeof offlinePlanResponseSchema> };
  'POST /student/offline/courses/:courseId': {
    response: z.output<typeof offlineCourseResponseSchema>;
    body: z.input<typeof offlineLicenceBodySchema>;
  };
  'POST /student/offline/check': {
    response: z.output<typeof offlineCheckResponseSchema>;
    body: z.input<typeof offlineCheckBodySchema>;
  };
  'DELETE /student/offline/devices/:deviceId/courses/:courseId': {
    response: z.output<typeof offlineReleaseResponseSchema>;
  };
};
