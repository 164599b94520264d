import { PROJECT_IMAGES_MAX } from '@academy/shared/project-rules';

/** What the projects module tells a student (translated in src/locales) and an admin (English). */
export const PROJECT_MESSAGES = {
  ownCourseToSubmit: 'Only a student who owns this course can hand in its project.',
  noBrief: 'This course has no project to hand in.',
  alreadyApproved: 'Your project for this course is already approved.',
  submitted: 'Thank you: your project is handed in. The academy will review it.',
  notFound: 'This project does not exist.',
  onlyAuthor: 'Only its student can change or delete this project.',
  deleted: 'Project deleted',
  shown: 'Your project will be shown in the course gallery.',
  hidden: 'Your project is no longer shown in the course gallery.',
  tooManySubmissions: 'You have handed in many projects in a short time. Try again in an hour.',
  sendAsForm: 'Send the project as a form with its pictures (multipart/form-data).',
  needsPictures: 'Add at least one picture of your project.',
  tooManyPictures: `A project can have at most ${PROJECT_IMAGES_MAX} pictures.`,
  pictureType: 'Pictures must be JPEG, PNG or WebP files.',
  pictureTooLarge: 'Each picture can be at most 15 MB.',
  pictureUnreadable: 'One of the pictures could not be read. Save it again as a JPEG, PNG or WebP file.',
  pictureTooManyPixels: 'One of the pictures is too large: at most 100 megapixels.',
  pdfType: 'The document must be a PDF file.',
  pdfTooLarge: 'The PDF can be at most 25 MB.',
  onePdf: 'A project can have one PDF.',
  unknownField: 'The form has a field the project does not take.',
} as const;

/** The admin area's words (English, as the admin area is). */
export const ADMIN_PROJECT_MESSAGES = {
  approved: 'Project approved',
  needsWork: 'Feedback sent: the project needs work',
  notWaiting: 'This version has been answered already. Reload the project to see where it stands.',
  newerVersion: 'The student handed in a newer version meanwhile. Reload the project and review that one.',
  removed: 'Project removed',
} as const;
