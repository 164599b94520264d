import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CourseOpenContext } from '@/components/catalogue/course-open-context';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { coursePurchaseQuery } from '../api/get-course-purchase';

/**
 * SPEC §4 Course cards: a visitor opens the details (the card's own link); a signed-in student's
 * click asks whether the course is bought: bought → the player, not bought (404) → details,
 * any other failure → 'Unable to fetch course purchase info.'.
 */
export function CourseOpenProvider({ children }: { children: ReactNode }) {
  const { authenticate, user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const opening = useRef<string | null>(null);
  const t = useT();
  const userId = authenticate ? user?._id : undefined;

  const open = useCallback(
    (courseId: string) => {
      if (!userId || opening.current === courseId) return;
      opening.current = courseId;
      queryClient
        .fetchQuery(coursePurchaseQuery(courseId, userId))
        .then((bought) => navigate(bought ? paths.courseProgress(courseId) : paths.courseDetails(courseId)))
        .catch(() => notify.error(t('spec.purchaseCheckFailed')))
        .finally(() => {
          opening.current = null;
        });
    },
    [userId, queryClient, navigate, t],
  );

  return <CourseOpenContext value={userId ? open : null}>{children}</CourseOpenContext>;
}
