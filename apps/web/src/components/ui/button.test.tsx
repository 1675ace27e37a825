import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('defaults to type button so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Show More</Button>
        <Button type="submit">Find Appointment</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Find Appointment' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
