import { ACADEMY } from '@academy/shared/academy';
import {
  PROJECT_FEEDBACK_MAX,
  type ProjectReviewStatus,
  type ProjectStatus,
} from '@academy/shared/project-rules';
import type { AdminProject } from '@academy/shared/projects';

/* Admin → Projects' words and formats (the admin area is in English). */

/** The queue's tabs: one per status, and every project. */
export type StatusTab = ProjectStatus | 'all';
export const STATUS_TABS = ['submitted', 'needs-work', 'approved', 'all'] as const satisfies StatusTab[];

const count = (value: number) => value.toLocaleString('en-IN');
const projects = (total: number) => `${count(total)} ${total === 1 ? 'project' : 'projects'}`;
const firstName = (project: Pick<AdminProject, 'student'>) =>
  project.student.name.split(' ')[0] || 'The student';

/* Every text of the Projects pages, in one place for the translations to come. */
export const TEXT = {
  title: 'Projects',
  description:
    'What students hand in for their courses’ projects. Answer the ones waiting, the longest waiting first: approve them, or send them back with what to change.',
  status: {
    submitted: 'Waiting for review',
    'needs-work': 'Needs work',
    approved: 'Approved',
  } satisfies Record<ProjectStatus, string>,
  filters: 'Filter projects',
  tabs: 'Projects by status',
  tab: {
    submitted: 'Waiting',
    'needs-work': 'Needs work',
    approved: 'Approved',
    all: 'All',
  } satisfies Record<StatusTab, string>,
  caption: {
    submitted: 'Projects waiting for review, the longest waiting first',
    'needs-work': 'Projects sent back for more work, the latest change first',
    approved: 'Approved projects, the latest change first',
    all: 'Every project, the latest change first',
  } satisfies Record<StatusTab, string>,
  course: {
    label: 'Course',
    placeholder: 'Type part of the course title',
    noMatches: (q: string) => (q ? `No course matches ‘${q}’.` : 'There are no courses yet.'),
    failed: 'The courses could not be loaded. Type again to retry.',
    clear: (title: string) => `Clear the course filter: ${title}`,
    clearFilter: 'Clear the course filter',
    unknown: 'Unknown course',
    hidden: 'Hidden',
  },
  columns: {
    project: 'Project',
    student: 'Student',
    course: 'Course',
    version: 'Version',
    submitted: 'Handed in',
    status: 'Status',
  },
  pictures: (total: number) => (total === 1 ? '1 picture' : `${count(total)} pictures`),
  untitled: 'Untitled project',
  total: projects,
  empty: {
    submitted: {
      title: 'Nothing waiting for review',
      body: 'Every project handed in has its answer. New ones, and new versions of those sent back, wait here.',
    },
    'needs-work': {
      title: 'No projects sent back',
      body: 'A project you answer with Needs work waits here until its student hands in a new version.',
    },
    approved: { title: 'No approved projects yet', body: 'The projects you approve are listed here.' },
    all: {
      title: 'No projects yet',
      body: 'Students who own a course with a project brief hand in their work from the course, and it waits here for your review.',
    },
  } satisfies Record<StatusTab, { title: string; body: string }>,
  filtered: {
    title: 'No projects of this course here',
    body: 'Try another status, or clear the course filter.',
  },
  pastEnd: {
    title: (page: number) => `There is no page ${page}`,
    body: (total: number, pages: number) =>
      `${projects(total)} fill ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    goTo: (page: number) => `Go to page ${page}`,
  },
  pages: 'Project pages',
  steps: { previous: 'Previous', next: 'Next' },
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${projects(total)}`,
  loading: 'Loading projects',
  loadFailed: 'The projects could not be loaded',

  back: 'Projects',
  loadingOne: 'Loading the project',
  loadOneFailed: 'The project could not be loaded',
  byline: (project: AdminProject) =>
    `By ${project.student.name} · last changed ${formatDateTime(project.updatedAt)}`,
  student: 'Student',
  courseHeading: 'Course',
  editCourse: (title: string) => `${title} (edit the course)`,
  started: (iso: string) => `First handed in ${formatDateTime(iso)}`,
  gallery: {
    heading: 'Course gallery',
    shown: 'Shown in the course’s gallery: the student agreed, and it is approved.',
    willShow: 'The student agreed to show it in the course’s gallery once it is approved.',
    private: 'Kept out of the course’s gallery: the student has not agreed to show it.',
  },
  version: (version: number) => `Version ${version}`,
  handedIn: (iso: string) => `Handed in ${formatDateTime(iso)}`,
  noDescription: 'No description.',
  picturesOf: (version: number) => `Pictures of version ${version}`,
  viewPicture: (index: number, total: number) => `View picture ${index} of ${total} large`,
  newTab: '(opens in a new tab)',
  answer: {
    approved: 'Approved',
    'needs-work': 'Sent back: needs work',
  } satisfies Record<ProjectReviewStatus, string>,
  waiting: 'Waiting for your review',
  replaced: (version: number) => `Not answered: version ${version + 1} replaced it before a review.`,

  viewer: {
    title: (index: number, total: number, title: string) => `Picture ${index} of ${total}: ${title}`,
    alt: (index: number, total: number, title: string) => `${title}, picture ${index} of ${total}`,
    previous: 'Previous picture',
    next: 'Next picture',
    close: 'Close',
    open: 'Open the full-size picture in a new tab',
  },

  review: {
    heading: (version: number) => `Your review of version ${version}`,
    description: (project: AdminProject) =>
      `${firstName(project)} reads your feedback with their project, as you write it here.`,
    decision: 'Decision',
    options: {
      approved: {
        label: 'Approved',
        hint: 'The project is done. Where the course requires one, the certificate no longer waits for it.',
      },
      'needs-work': {
        label: 'Needs work',
        hint: 'Sent back with your feedback, for a new version.',
      },
    } satisfies Record<ProjectReviewStatus, { label: string; hint: string }>,
    noDecision: 'Choose Approved or Needs work.',
    feedback: 'Feedback',
    feedbackHint: `What works and what to change. Plain text, up to ${count(PROJECT_FEEDBACK_MAX)} characters.`,
    empty: 'Write your feedback first.',
    tooLong: (length: number) =>
      `Keep the feedback to ${count(PROJECT_FEEDBACK_MAX)} characters: ${count(length - PROJECT_FEEDBACK_MAX)} too many.`,
    send: 'Send review',
    sent: 'Review sent',
    failed: 'The review could not be sent. Please try again.',
    conflict: 'This project changed while you were reading it',
    reload: 'Reload the project',
  },

  remove: {
    button: 'Remove project',
    title: 'Remove this project?',
    description: (project: AdminProject) =>
      `${project.student.name}’s project for ${project.course.title}, every version with its pictures, files and feedback, is removed for good. This cannot be undone.`,
    confirm: 'Remove project',
    keep: 'Keep it',
    failed: 'The project could not be removed. Please try again.',
  },
};

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});
/** "24 Nov 2026", in Pune's time. */
export const formatDay = (iso: string) => day.format(new Date(iso));

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});
/** "24 Nov 2026, 12:06 pm", in Pune's time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
