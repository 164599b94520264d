import { billingDetailsProblems, INDIAN_STATES } from '@academy/shared/gst-rules';
import { FieldError, FieldHint, TextField, useFieldFeedback } from '@/components/ui/text-field';
import type { GstDraft, GstField } from './place-of-supply';
import { useT } from '@/lib/i18n';
import { gstProblemWord, stateWord } from './state-words';

export type GstProblems = Partial<Record<GstField, string>>;

/** The shared rules' own messages, one per field: the server answers with the same. */
export const gstProblemsOf = (draft: GstDraft): GstProblems => billingDetailsProblems(draft);

/** The fields in the form's order: focus goes to the first with a problem. */
export const GST_FIELDS: readonly GstField[] = ['stateCode', 'gstin', 'legalName'];

/**
 * A GSTIN fixes the state (its first two digits): typing one moves the state along, so the two
 * can only disagree when the buyer changes the state afterwards.
 */
export function withGstin(draft: GstDraft, typed: string): GstDraft {
  const gstin = typed.toUpperCase().replace(/\s/g, '');
  const prefix = gstin.slice(0, 2);
  const known = INDIAN_STATES.some((state) => state.code === prefix);
  return { ...draft, gstin, stateCode: known ? prefix : draft.stateCode };
}

/**
 * The state of the place of supply, the GSTIN and, once a GSTIN is typed, the business name
 * registered with it: used by the checkout's "GST invoice" section and the account's card.
 * `idPrefix` keeps two forms on one page apart; field ids are `${idPrefix}-${field}`.
 */
export function GstFields({
  idPrefix,
  draft,
  onChange,
  onLeave,
  errors,
  emptyStateLabel,
}: {
  idPrefix: string;
  draft: GstDraft;
  onChange: (draft: GstDraft) => void;
  onLeave?: (field: GstField) => void;
  errors: GstProblems;
  /** The choice for no state at all, when the form offers one (the account's card). */
  emptyStateLabel?: string;
}) {
  const t = useT();
  const stateHint = t('gst.stateHint');
  const shown = {
    stateCode: gstProblemWord(t, errors.stateCode),
    gstin: gstProblemWord(t, errors.gstin),
    legalName: gstProblemWord(t, errors.legalName),
  };
  const state = useFieldFeedback({ hint: stateHint, error: shown.stateCode }, `${idPrefix}-stateCode`);
  return (
    <div className="space-y-4">
      <div>
        <label className="field-label" htmlFor={state.id}>
          {t('gst.state')}
        </label>
        <FieldHint id={state.hintId}>{stateHint}</FieldHint>
        <select
          id={state.id}
          name="stateCode"
          className="field-input appearance-auto pr-3"
          value={draft.stateCode}
          onChange={(event) => onChange({ ...draft, stateCode: event.target.value })}
          onBlur={() => onLeave?.('stateCode')}
          {...state.control}
        >
          {emptyStateLabel !== undefined && <option value="">{emptyStateLabel}</option>}
          {INDIAN_STATES.map((option) => (
            <option key={option.code} value={option.code}>
              {stateWord(t, option.code)}
            </option>
          ))}
        </select>
        <FieldError id={state.errorId} error={shown.stateCode} />
      </div>
      <TextField
        id={`${idPrefix}-gstin`}
        label={t('gst.gstin')}
        name="gstin"
        hint={t('gst.gstinHint')}
        value={draft.gstin}
        onChange={(event) => onChange(withGstin(draft, event.target.value))}
        onBlur={() => onLeave?.('gstin')}
        error={shown.gstin}
        maxLength={15}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-wider"
      />
      {draft.gstin.trim() !== '' && (
        <TextField
          id={`${idPrefix}-legalName`}
          label={t('gst.legalName')}
          name="legalName"
          hint={t('gst.legalNameHint')}
          value={draft.legalName}
          onChange={(event) => onChange({ ...draft, legalName: event.target.value })}
          onBlur={() => onLeave?.('legalName')}
          error={shown.legalName}
          autoComplete="organization"
          maxLength={200}
          required
        />
      )}
    </div>
  );
}
