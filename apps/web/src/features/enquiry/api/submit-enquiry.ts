import type { EnquiryInput } from '@academy/shared/enquiries';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * SPEC §2 Enquiry form: `POST /api/enquiries` stores it (and forwards it to the
 * form-collection service when one is configured). The server validates with the shared
 * `enquiryInputSchema` and answers 400 naming the field, which the form shows as a toast.
 */
export const submitEnquiry = (input: EnquiryInput) => api.post('/enquiries', { body: input });

export const useSubmitEnquiry = () => useMutation({ mutationFn: submitEnquiry });
