/**
 * SPEC §2's male and female radios, and (issue 28) two more answers, so that no one has to pick
 * one that is not theirs to ask about a batch: still one answer required, as SPEC §5 says. Apart
 * from enquiries.ts, so that the form and the admin's table show them without loading zod.
 */
export const ENQUIRY_GENDERS = ['male', 'female', 'other', 'unsaid'] as const;
export type EnquiryGender = (typeof ENQUIRY_GENDERS)[number];

/** Each answer as the form puts it to the visitor, and the admin's table shows it. */
export const ENQUIRY_GENDER_LABELS: Record<EnquiryGender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  unsaid: 'Prefer not to say',
};
