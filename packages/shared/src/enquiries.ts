import { z } from 'zod';
import { ENQUIRY_GENDERS } from './catalogue-api';
import { ADMIN_PAGE_SIZE, pageQueryFields, paginationSchema } from './paging';

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
