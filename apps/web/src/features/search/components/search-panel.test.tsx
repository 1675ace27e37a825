import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SearchPanel } from './search-panel';

const HEADING = 'Find an Appointment';

function renderPanel(props: { collapsible?: boolean; headingHidden?: boolean }) {
  render(
    <SearchPanel heading={HEADING} {...props}>
      <label htmlFor="location">Location</label>
      <input id="location" />
    </SearchPanel>,
  );
}

const toggle = () => screen.getByRole('button', { name: HEADING });
const field = () => screen.queryByRole('textbox', { name: 'Location' });

describe('SearchPanel (§2 collapsible heading)', () => {
  it('is a disclosure button inside the h1 that starts open and controls the panel', () => {
    renderPanel({ collapsible: true });
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toContainElement(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(field());
  });

  it('collapses and expands with a click, hiding the form from the tab order and screen readers', async () => {
    const user = userEvent.setup();
    renderPanel({ collapsible: true });
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toBeNull();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toBeVisible();
  });

  it('is reached with Tab and works with Enter and Space', async () => {
    const user = userEvent.setup();
    renderPanel({ collapsible: true });
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    // Collapsed, the form's field is out of the tab order.
    expect(document.body).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(field()).toHaveFocus();
  });

  it('is a plain heading when not collapsible', () => {
    renderPanel({ collapsible: false });
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(field()).toBeVisible();
  });

  it('keeps a hidden heading for screen readers without a control', () => {
    renderPanel({ collapsible: true, headingHidden: true });
    expect(screen.getByRole('heading', { level: 1, name: HEADING })).toHaveClass('visually-hidden');
    expect(screen.queryByRole('button')).toBeNull();
    expect(field()).toBeVisible();
  });
});
