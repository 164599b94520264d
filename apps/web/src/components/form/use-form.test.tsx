import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useForm } from './use-form';

const FIELDS = ['code', 'amount'] as const;
type Field = (typeof FIELDS)[number];

type Props = {
  /** What the pretend server does with a submit that passed the rules. */
  answer?: () => unknown;
  focus?: (field: Field) => void;
};

/** A coupon-like form: a code (required) and an amount (a number), with a server behind it. */
function CouponLike({ answer, focus }: Props) {
  const form = useForm({ fields: FIELDS, ...(focus !== undefined ? { focus } : {}) });
  const [values, setValues] = useState({ code: '', amount: '' });
  const [sent, setSent] = useState(0);
  const problems = {
    code: values.code ? undefined : 'Enter a code.',
    amount: /^\d*$/.test(values.amount) ? undefined : 'Enter a number.',
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.attempt(problems)) return;
    const refusal = answer?.();
    if (refusal) form.refused(refusal);
    else setSent((count) => count + 1);
  };
  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={form.errorFor(name, problems[name])}
      onBlur={() => form.touch(name)}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        form.changed(name);
      }}
    />
  );
  return (
    <form noValidate onSubmit={submit}>
      {field('code', 'Code')}
      {field('amount', 'Amount')}
      <button type="submit">Submit</button>
      <button type="button" onClick={form.reset}>
        Start over
      </button>
      <output>{`sent ${sent}, attempted ${form.attempted}`}</output>
    </form>
  );
}

const code = () => screen.getByRole('textbox', { name: 'Code' });
const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('useForm', () => {
  it('says nothing about a field until it is left, then shows its problem on it', async () => {
    const user = userEvent.setup();
    render(<CouponLike />);
    expect(screen.queryByText('Enter a code.')).toBeNull();
    expect(code().getAttribute('aria-invalid')).toBeNull();
    await user.click(code());
    await user.tab();
    expect(screen.getByText('Enter a code.')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(code().getAttribute('aria-describedby')).toBe(screen.getByText('Enter a code.').id);
    // The other field was never left: still quiet.
    await user.type(amount(), 'x');
    expect(screen.queryByText('Enter a number.')).toBeNull();
  });

  it('on a failed submit shows every problem and focuses the first field in error, in field order', async () => {
    const user = userEvent.setup();
    render(<CouponLike />);
    await user.type(amount(), 'x');
    await user.click(submit());
    expect(screen.getByText('Enter a code.')).toBeTruthy();
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    expect(document.activeElement).toBe(code());
    expect(screen.getByRole('status').textContent).toBe('sent 0, attempted true');

    await user.type(code(), 'DIWALI25');
    await user.click(submit());
    expect(document.activeElement).toBe(amount());
    expect(screen.queryByText('Enter a code.')).toBeNull();
  });

  it("places the server's message on the field it names and focuses it, until that field changes", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(409, 'code: This code is taken.', 'code');
    render(<CouponLike answer={() => refusal} />);
    await user.type(code(), 'DIWALI25');
    await user.type(amount(), '10');
    await user.click(submit());
    expect(screen.getByText('This code is taken.')).toBeTruthy();
    expect(document.activeElement).toBe(code());
    expect(code().getAttribute('aria-invalid')).toBe('true');

    // Another field changing leaves it; its own field changing takes it away.
    await user.type(amount(), '0');
    expect(screen.getByText('This code is taken.')).toBeTruthy();
    await user.type(code(), 'X');
    expect(screen.queryByText('This code is taken.')).toBeNull();
  });

  it('keeps focus where it is for a refusal that names none of its fields', async () => {
    const user = userEvent.setup();
    render(<CouponLike answer={() => new ApiError(500, 'Something went wrong')} />);
    await user.type(code(), 'DIWALI25');
    await user.click(submit());
    expect(document.activeElement).toBe(submit());
    expect(code().getAttribute('aria-invalid')).toBeNull();
  });

  it('starts over after a reset: nothing left or tried', async () => {
    const user = userEvent.setup();
    render(<CouponLike />);
    await user.click(submit());
    expect(screen.getByText('Enter a code.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('Enter a code.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('sent 0, attempted false');
  });

  it('moves focus its own way', async () => {
    const user = userEvent.setup();
    const asked: Field[] = [];
    render(<CouponLike focus={(field) => asked.push(field)} />);
    await user.click(submit());
    expect(asked).toEqual(['code']);
  });
});
