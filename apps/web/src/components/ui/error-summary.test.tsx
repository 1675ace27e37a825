import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';

const items = [
  { fieldId: 'type', message: 'Appointment Type is a required field.' },
  { fieldId: 'location', message: 'Location is a required field.' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary name="search-banner" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert that takes focus and lists each error', () => {
    render(<ErrorSummary name="search-banner" title="Please fill out all required fields to continue" items={items} />);
    const summary = screen.getByRole('alert', { name: 'Please fill out all required fields to continue' });
    expect(summary).toHaveFocus();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#type', '#location']);
  });

  it('moves focus to the field when an error link is followed', async () => {
    render(
      <>
        <ErrorSummary name="search-banner" items={items} />
        <label htmlFor="location">Location</label>
        <input id="location" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Location is a required field.' }));
    expect(screen.getByLabelText('Location')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('can leave focus where it is', () => {
    render(<ErrorSummary name="search-banner" items={items} autoFocus={false} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('leaves focus with the visitor when errors appear between submits (a field left invalid)', () => {
    const { rerender } = render(<ErrorSummary name="search-banner" items={[]} focusKey={1} />);
    rerender(<ErrorSummary name="search-banner" items={items} focusKey={1} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('takes focus again on the next failed submit', () => {
    const { rerender } = render(<ErrorSummary name="search-banner" items={items} focusKey={1} />);
    screen.getByRole('alert').blur();
    rerender(<ErrorSummary name="search-banner" items={items} focusKey={2} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
