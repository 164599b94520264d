import { GST_MESSAGES } from '@academy/shared/gst-rules';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GstFields, gstProblemsOf } from './gst-fields';
import type { GstDraft } from './place-of-supply';
import { useGstForm } from './use-gst-form';

const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

function BillingLike({ start }: { start: GstDraft }) {
  const fields = useGstForm('test-gst');
  const [draft, setDraft] = useState(start);
  const problems = gstProblemsOf(draft);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        fields.attempt(problems);
      }}
    >
      <GstFields
        idPrefix="test-gst"
        draft={draft}
        onChange={setDraft}
        onLeave={fields.touch}
        errors={fields.shown(problems)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useGstForm', () => {
  it('on a failed save shows every problem and focuses the first field in the form order (the state)', async () => {
    const user = userEvent.setup();
    render(<BillingLike start={{ stateCode: '27', gstin: KARNATAKA_GSTIN, legalName: '' }} />);
    expect(screen.queryByText(GST_MESSAGES.legalNameNeeded)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(GST_MESSAGES.gstinStateMismatch)).toBeTruthy();
    expect(screen.getByText(GST_MESSAGES.legalNameNeeded)).toBeTruthy();
    expect(document.activeElement?.id).toBe('test-gst-stateCode');
  });

  it('leaves focus on Save when nothing is wrong', async () => {
    const user = userEvent.setup();
    render(<BillingLike start={{ stateCode: '27', gstin: '', legalName: '' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
