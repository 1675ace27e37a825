import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts with role alert for errors', () => {
    render(
      <Alert name="search-connection-error" variant="error" title="We're having trouble connecting at the moment.">
        Please try again shortly.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Error: We're having trouble connecting at the moment.Please try again shortly.");
  });

  it.each(['info', 'warning', 'success'] as const)('announces %s politely with role status', (variant) => {
    render(
      <Alert name="search-connection-error" variant={variant}>
        Benefit code has been verified
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Benefit code has been verified');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows actions under the text', () => {
    render(
      <Alert
        name="search-connection-error"
        variant="warning"
        title="Benefit code locations failed to load."
        actions={<button type="button">Refresh</button>}
      />,
    );
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('button', { name: 'Refresh' }));
  });
});
