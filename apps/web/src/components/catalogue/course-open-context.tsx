import { createContext, useContext } from 'react';

/**
 * SPEC §4 Course cards: for a signed-in student a card's click runs a purchase check first.
 * The app layer provides the handler (it needs the purchases feature, which shared components
 * may not import); without one, or for a modified click, the card is a plain link to details.
 */
export type CourseOpenHandler = (courseId: string) => void;

export const CourseOpenContext = createContext<CourseOpenHandler | null>(null);

export const useCourseOpenHandler = () => useContext(CourseOpenContext);
