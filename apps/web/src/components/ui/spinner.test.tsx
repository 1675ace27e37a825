import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a hidden label', () => {
    render(<Spinner label="Validating benefit code" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Validating benefit code');
    expect(screen.getByText('Validating benefit code')).toHaveClass('visually-hidden');
  });

  it('says Loading by default', () => {
    render(<Spinner size="small" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
