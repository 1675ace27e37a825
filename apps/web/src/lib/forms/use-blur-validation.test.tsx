import { zodResolver } from '@hookform/resolvers/zod';
import { BLUR_ALERT_DELAY_MS } from '@hs/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { TextInput } from '@/components/ui/text-input';
import { useBlurValidation } from './use-blur-validation';

const TOO_SHORT = 'Location must be 2 characters or more.';
const DATE_INCOMPLETE = 'Enter the whole date.';

const schema = z
  .object({ location: z.string().min(2, TOO_SHORT), notes: z.string(), dobMonth: z.string(), dobDay: z.string() })
  .superRefine((values, ctx) => {
    // Like the patient form: the date's one error sits on its first box.
    if (!values.dobMonth || !values.dobDay)
      ctx.addIssue({ code: 'custom', path: ['dobMonth'], message: DATE_INCOMPLETE });
  });

function Harness() {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { location: '', notes: '', dobMonth: '', dobDay: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)} {...useBlurValidation(form)}>
      <TextInput {...form.register('location')} label="Location" error={errors.location?.message} />
      <TextInput {...form.register('notes')} label="Notes" />
      <fieldset data-field-group="dobMonth">
        <legend>Date of birth</legend>
        <label htmlFor="dobMonth">Month</label>
        <input id="dobMonth" {...form.register('dobMonth')} />
        <label htmlFor="dobDay">Day</label>
        <input id="dobDay" {...form.register('dobDay')} />
        <FieldError id="dobMonth" message={errors.dobMonth?.message} />
      </fieldset>
      <button type="submit">Continue</button>
    </form>
  );
}

/** Lets the delay run out, then the validation's promises settle and React renders. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Moves focus as a visitor does: the field left gets blur and focusout, the next one focus and focusin. */
const focus = (element: HTMLElement) => act(() => element.focus());
const typeInto = (element: HTMLElement, value: string) => {
  focus(element);
  fireEvent.change(element, { target: { value } });
};

describe('useBlurValidation (§9 blur alert delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const location = () => screen.getByRole('textbox', { name: 'Location' });
  const box = (name: string) => screen.getByRole('textbox', { name });

  it('shows and announces the error of a field left invalid once the blur alert delay has passed, not before', async () => {
    render(<Harness />);
    typeInto(location(), 'D');
    focus(box('Notes'));
    await wait(0);
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
    expect(location()).not.toHaveAttribute('aria-invalid');

    await wait(BLUR_ALERT_DELAY_MS - 1);
    expect(screen.queryByText(TOO_SHORT)).toBeNull();

    await wait(1);
    const message = screen.getByText(TOO_SHORT);
    // Inside the live region that stays mounted, so screen readers hear it when it appears.
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(location()).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toHaveAccessibleDescription(`Error: ${TOO_SHORT}`);
  });

  it('shows nothing when focus comes back within the delay', async () => {
    render(<Harness />);
    typeInto(location(), 'D');
    focus(box('Notes'));
    await wait(BLUR_ALERT_DELAY_MS - 50);
    focus(location());
    await wait(BLUR_ALERT_DELAY_MS * 4);
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
  });

  it('checks nothing when the visitor only tabs past a field', async () => {
    render(<Harness />);
    focus(location());
    focus(box('Notes'));
    await wait(BLUR_ALERT_DELAY_MS * 4);
    expect(location()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
  });

  it('clears the error as soon as the value is corrected', async () => {
    render(<Harness />);
    typeInto(location(), 'D');
    focus(box('Notes'));
    await wait(BLUR_ALERT_DELAY_MS);
    expect(screen.getByText(TOO_SHORT)).toBeVisible();

    fireEvent.change(location(), { target: { value: 'De' } });
    await wait(0);
    expect(screen.queryByText(TOO_SHORT)).toBeNull();
    expect(location()).not.toHaveAttribute('aria-invalid');
  });

  it('holds an error due while a pointer is pressed until the release, so pressing Continue still submits', async () => {
    render(<Harness />);
    typeInto(location(), 'D');
    const submit = screen.getByRole('button', { name: 'Continue' });
    // A mouse press: pointerdown, then the mousedown that moves focus to the button; the release comes later.
    fireEvent.pointerDown(submit);
    focus(submit);
    await wait(BLUR_ALERT_DELAY_MS * 2);
    // Shown now, the message would move the button from under the pointer before the release.
    expect(screen.queryByText(TOO_SHORT)).toBeNull();

    fireEvent.pointerUp(submit);
    fireEvent.click(submit);
    await wait(0);
    expect(screen.getByText(TOO_SHORT)).toBeVisible();
    expect(location()).toHaveFocus();
  });

  it('shows the held error once a press that submits nothing ends', async () => {
    render(<Harness />);
    typeInto(location(), 'D');
    fireEvent.pointerDown(box('Notes'));
    focus(box('Notes'));
    await wait(BLUR_ALERT_DELAY_MS * 2);
    expect(screen.queryByText(TOO_SHORT)).toBeNull();

    fireEvent.pointerCancel(box('Notes'));
    await wait(0);
    expect(screen.getByText(TOO_SHORT)).toBeVisible();
    expect(box('Notes')).toHaveFocus();
  });

  it('treats the boxes of one date as one field: moving between them checks nothing, leaving them does', async () => {
    render(<Harness />);
    typeInto(box('Month'), '04');
    focus(box('Day'));
    await wait(BLUR_ALERT_DELAY_MS * 2);
    expect(screen.queryByText(DATE_INCOMPLETE)).toBeNull();

    focus(location());
    await wait(BLUR_ALERT_DELAY_MS);
    expect(screen.getByText(DATE_INCOMPLETE)).toBeVisible();
  });
});
