import type { LectureProgress } from '@academy/shared/learning';
import type { ProjectStatus } from '@academy/shared/project-rules';
import type { Executor } from '../../db/client';
import type { KeptReads } from '../../db/database-changes';
import type { CourseCompletionRow } from '../../db/schema/certificates';
import { findCertificate } from '../certificates/service';
import { projectStanding } from '../projects/service';
import { viewedLectures } from './lookups';

/**
 * The channel migration 0037's triggers on lecture progress, completions and projects notify: the
 * account whose rows changed.
 */
export const LEARNING_CHANGES_CHANNEL = 'learning_changed';

/** What the player reads of a student's own work in one course, beside the course itself. */
export type LearnerRecord = {
  /** Their viewed lectures, in no particular order: the course's curriculum orders them. */
  viewed: LectureProgress[];
  certificate: CourseCompletionRow | null;
  projectStanding: ProjectStatus | null;
};

export type KeptLearning = KeptReads<LearnerRecord>;

/**
 * The student's record in the course, read once and kept until the database tells of a change to
 * their progress, certificates or projects (decision 040). Ask only about a course that exists:
 * each record is kept for its account.
 */
export function learnerRecord(
  db: Executor,
  kept: KeptLearning,
  userId: string,
  courseId: string,
): Promise<LearnerRecord> {
  return kept.find(
    userId,
    async () => {
      // Reads that do not depend on each other go together: under load each statement waits its
      // turn for the database.
      const [viewed, certificate, standing] = await Promise.all([
        viewedLectures(db, userId, courseId),
        findCertificate(db, userId, courseId),
        projectStanding(db, userId, courseId),
      ]);
      return { viewed, certificate: certificate ?? null, projectStanding: standing };
    },
    courseId.toLowerCase(),
  );
}
