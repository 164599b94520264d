import { z } from './zod';
import { requiredText } from './catalogue-api';
import { ENQUIRY_GENDERS } from './enquiry-genders';
import { ADMIN_PAGE_SIZE, pageQueryFields, paginationSchema } from './paging';

export { ENQUIRY_GENDERS };

/** SPEC §5: name, email, address, subject, gender and message are required; phone is optional. */
export const enquiryInputSchema = z.object({
  name: requiredText('name', 120),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(254)
    .pipe(z.email('email must be a valid email address')),
  phone: z.string().trim().max(20, 'phone must be at most 20 characters').default(''),
  address: requiredText('address', 500),
  subject: requiredText('subject', 200),
  gender: z.enum(ENQUIRY_GENDERS, { error: 'gender must be one of male, female, other or unsaid' }),
  message: requiredText('message', 5000),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

/** An offline-batch enquiry as the admin area lists it (the form's input is enquiryInputSchema). */
export const enquirySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  subject: z.string(),
  gender: z.enum(ENQUIRY_GENDERS),
  message: z.string(),
  createdAt: z.string(),
  /** When it was handed to ENQUIRY_FORWARD_URL; null when not forwarded. */
  forwardedAt: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** `POST /enquiries`: stored (and forwarded, when a forward address is set). */
export const enquiryReceivedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const enquiryListQuerySchema = z.object({
  page: pageQueryFields.page.default(1),
  limit: pageQueryFields.limit.default(ADMIN_PAGE_SIZE),
});

/** Newest first; paged like the catalogue lists. */
export const enquiryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(enquirySchema),
  pagination: paginationSchema,
});
export type EnquiryListResponse = z.infer<typeof enquiryListResponseSchema>;
