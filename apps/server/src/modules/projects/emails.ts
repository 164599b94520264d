import type { Language } from '@academy/shared/languages';
import type { ProjectReviewStatus } from '@academy/shared/project-rules';
import { renderEmail } from '../../infrastructure/mail/layout';
import { greetingIn } from '../../infrastructure/mail/layout-words';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import { PROJECT_EMAIL_WORDS } from './email-words';

/*
 * The project feedback email (issue 30), in the store's layout and the student's language: the
 * academy's answer, word for word, and a link to the project's page in My Courses.
 */

type Recipient = { id: string; name: string; email: string; language: Language };

export const PROJECT_FEEDBACK_KIND = 'project-feedback';

export function projectFeedbackEmail(
  user: Recipient,
  answer: { status: ProjectReviewStatus; feedback: string; projectTitle: string; courseTitle: string },
  projectUrl: string,
): OutgoingMail {
  const words = PROJECT_EMAIL_WORDS[user.language];
  const said = words.feedback(answer.status, answer.projectTitle, answer.courseTitle);
  return {
    kind: PROJECT_FEEDBACK_KIND,
    to: user.email,
    userId: user.id,
    subject: said.subject,
    ...renderEmail(
      {
        preheader: said.preheader,
        heading: said.heading,
        paragraphs: [greetingIn(user.language, user.name), said.intro, answer.feedback],
        action: { label: said.action, url: projectUrl },
        footnote: words.footnote(answer.courseTitle),
      },
      user.language,
    ),
  };
}
