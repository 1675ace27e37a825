import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('labels the control and links its hint', () => {
    render(
      <Field id="location" label="Location" hint="ZIP or City, State">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Location');
    expect(input).toHaveAccessibleDescription('ZIP or City, State');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it by hint and error', () => {
    render(
      <Field id="location" label="Location" hint="ZIP or City, State" error="Location is a required field.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Location');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'location-hint location-error');
    expect(input).toHaveAccessibleDescription('ZIP or City, State Error: Location is a required field.');
  });

  it('announces an error that appears later through a polite live region', () => {
    const { rerender } = render(
      <Field id="city" label="City">
        {(control) => <input {...control} />}
      </Field>,
    );
    rerender(
      <Field id="city" label="City" error="Please enter a valid city.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByText('Please enter a valid city.').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('can keep the label for screen readers only', () => {
    render(
      <Field id="q" label="Search" labelHidden>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByText('Search')).toHaveClass('visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
