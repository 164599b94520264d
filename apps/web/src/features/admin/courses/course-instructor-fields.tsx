import { INSTRUCTOR_HEADLINE_MAX, isWebAddress } from '@academy/shared/catalogue-courses';
import { useState } from 'react';
import { SingleImageUpload } from '../components/image-upload';
import { TextInput } from '../components/fields';
import type { InstructorValues } from './course-form';
import { PORTFOLIO_MESSAGE } from './course-validation';

/**
 * The course page's instructor card (issue 28): who teaches the course, in their own photo and
 * line, with a link to their work. All optional: a blank name keeps the saved one.
 */
export function CourseInstructorFields({
  values,
  onChange,
  showAllIssues,
}: {
  values: InstructorValues;
  onChange: (values: InstructorValues) => void;
  showAllIssues: boolean;
}) {
  const [portfolioLeft, setPortfolioLeft] = useState(false);
  const set = (field: keyof InstructorValues) => (value: string) => onChange({ ...values, [field]: value });
  const portfolio = values.portfolioUrl.trim();
  const portfolioError =
    (portfolioLeft || showAllIssues) && portfolio !== '' && !isWebAddress(portfolio)
      ? PORTFOLIO_MESSAGE
      : undefined;

  return (
    <section aria-labelledby="instructor-heading" className="mt-8 border-t border-line pt-6">
      <h2 id="instructor-heading" className="text-lg font-semibold">
        Instructor
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-soft">
        Shown as a card on the course page. Leave the name empty to keep the one saved with the course.
      </p>
      <div className="grid gap-5 md:grid-cols-[8rem_minmax(0,1fr)]">
        <SingleImageUpload
          target="instructor-photo"
          label="Instructor photo"
          shape="portrait"
          value={values.photo}
          onChange={set('photo')}
        />
        <div className="grid content-start gap-5">
          <TextInput
            label="Instructor name"
            name="instructorName"
            maxLength={120}
            placeholder="e.g. Aditi Rao"
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <TextInput
            label="About the instructor"
            name="instructorHeadline"
            hint="One line: what they do and where, e.g. “Type designer working in Devanagari and Latin”."
            maxLength={INSTRUCTOR_HEADLINE_MAX}
            value={values.headline}
            onChange={(event) => set('headline')(event.target.value)}
          />
          <TextInput
            label="Portfolio link"
            name="instructorPortfolioUrl"
            data-focus="instructorPortfolioUrl"
            type="url"
            inputMode="url"
            placeholder="https://www.behance.net/…"
            error={portfolioError}
            value={values.portfolioUrl}
            onBlur={() => setPortfolioLeft(true)}
            onChange={(event) => set('portfolioUrl')(event.target.value)}
          />
        </div>
      </div>
    </section>
  );
}
