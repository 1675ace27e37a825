import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion';

describe('Accordion', () => {
  it('starts collapsed with the button controlling a hidden panel', () => {
    render(<Accordion title="Find an Appointment">Search fields</Accordion>);
    const button = screen.getByRole('button', { name: 'Find an Appointment' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Find an Appointment' })).toContainElement(button);
  });

  it('expands and collapses from the keyboard', async () => {
    render(<Accordion title="Hours">Mon-Fri 8:30 AM - 7:30 PM</Accordion>);
    const button = screen.getByRole('button', { name: 'Hours' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Hours' })).toHaveTextContent('Mon-Fri 8:30 AM - 7:30 PM');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('can be controlled', async () => {
    const onToggle = vi.fn();
    render(
      <Accordion title="Details" open onToggle={onToggle} headingLevel={3}>
        Content
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  });
});
