import { useForm } from '@/components/form/use-form';
import { GST_FIELDS, type GstProblems } from './gst-fields';

/**
 * The form state of GstFields (the checkout's section and the account's card): a field's problem
 * shows once it was left or the details were submitted, and focus goes to the first field in
 * error, found by the ids GstFields gives (`${idPrefix}-${field}`).
 */
export function useGstForm(idPrefix: string) {
  const form = useForm({
    fields: GST_FIELDS,
    focus: (field) => document.getElementById(`${idPrefix}-${field}`)?.focus(),
  });
  return {
    ...form,
    /** The problems to show now, of those the rules found. */
    shown: (problems: GstProblems): GstProblems =>
      Object.fromEntries(GST_FIELDS.map((field) => [field, form.errorFor(field, problems[field])])),
  };
}
