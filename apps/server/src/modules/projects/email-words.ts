import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';
import type { ProjectReviewStatus } from '@academy/shared/project-rules';

/*
 * What the project feedback email says (issue 30), in each language the store speaks, in the
 * words of docs/glossary.md. emails.ts picks the recipient's set. A project's and a course's
 * titles are quoted as typed. English is the source: tests quote it.
 */

type Words = { subject: string; preheader: string; heading: string; intro: string; action: string };

export interface ProjectEmailWords {
  /** The academy answered a version: approved, or sent back with what to change. */
  feedback: (status: ProjectReviewStatus, project: string, course: string) => Words;
  footnote: (course: string) => string;
}

const english: ProjectEmailWords = {
  feedback: (status, project, course) =>
    status === 'approved'
      ? {
          subject: `Your project “${project}” is approved`,
          preheader: `The academy approved your project for “${course}”.`,
          heading: 'Your project is approved',
          intro: `${ACADEMY.name} approved “${project}”, your project for “${course}”. What the academy wrote:`,
          action: 'See your project',
        }
      : {
          subject: `Feedback on your project “${project}”`,
          preheader: `The academy has feedback on your project for “${course}”.`,
          heading: 'Your project needs a little more work',
          intro: `${ACADEMY.name} reviewed “${project}”, your project for “${course}”, and asks for some changes before approving it:`,
          action: 'See the feedback and hand in again',
        },
  footnote: (course) => `You get this because you handed in a project for “${course}” at ${ACADEMY.name}.`,
};

const hindi: ProjectEmailWords = {
  feedback: (status, project, course) =>
    status === 'approved'
      ? {
          subject: `आपका प्रोजेक्ट “${project}” स्वीकृत हो गया`,
          preheader: `अकादमी ने “${course}” के लिए आपका प्रोजेक्ट स्वीकृत कर दिया।`,
          heading: 'आपका प्रोजेक्ट स्वीकृत हो गया',
          intro: `${ACADEMY.name} ने “${course}” के लिए आपका प्रोजेक्ट “${project}” स्वीकृत कर दिया। अकादमी ने लिखा:`,
          action: 'अपना प्रोजेक्ट देखें',
        }
      : {
          subject: `आपके प्रोजेक्ट “${project}” पर फ़ीडबैक`,
          preheader: `“${course}” के आपके प्रोजेक्ट पर अकादमी का फ़ीडबैक है।`,
          heading: 'आपके प्रोजेक्ट में थोड़ा और काम चाहिए',
          intro: `${ACADEMY.name} ने “${course}” के लिए आपका प्रोजेक्ट “${project}” देखा, और स्वीकृत करने से पहले कुछ बदलाव चाहती है:`,
          action: 'फ़ीडबैक देखें और फिर से जमा करें',
        },
  footnote: (course) =>
    `यह ईमेल आपको इसलिए आया क्योंकि आपने ${ACADEMY.name} पर “${course}” का प्रोजेक्ट जमा किया था।`,
};

const marathi: ProjectEmailWords = {
  feedback: (status, project, course) =>
    status === 'approved'
      ? {
          subject: `तुमचा प्रोजेक्ट “${project}” मंजूर झाला`,
          preheader: `अकादमीने “${course}” साठीचा तुमचा प्रोजेक्ट मंजूर केला.`,
          heading: 'तुमचा प्रोजेक्ट मंजूर झाला',
          intro: `${ACADEMY.name} ने “${course}” साठीचा तुमचा प्रोजेक्ट “${project}” मंजूर केला. अकादमीने लिहिले:`,
          action: 'तुमचा प्रोजेक्ट पाहा',
        }
      : {
          subject: `तुमच्या प्रोजेक्ट “${project}” वर अभिप्राय`,
          preheader: `“${course}” च्या तुमच्या प्रोजेक्टवर अकादमीचा अभिप्राय आहे.`,
          heading: 'तुमच्या प्रोजेक्टवर अजून थोडे काम हवे',
          intro: `${ACADEMY.name} ने “${course}” साठीचा तुमचा प्रोजेक्ट “${project}” पाहिला, आणि मंजूर करण्याआधी काही बदल सुचवले आहेत:`,
          action: 'अभिप्राय पाहा आणि पुन्हा जमा करा',
        },
  footnote: (course) =>
    `हा ईमेल तुम्हाला आला कारण तुम्ही ${ACADEMY.name} वर “${course}” साठी प्रोजेक्ट जमा केला होता.`,
};

export const PROJECT_EMAIL_WORDS: Record<Language, ProjectEmailWords> = {
  en: english,
  hi: hindi,
  mr: marathi,
};
