import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('is a region named by its level-two heading, with the classes given', () => {
    render(
      <TitledSection headingId="hours-heading" heading="Hours" classes={{ section: 'box', sectionHeading: 'title' }}>
        <p>Open daily</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Hours' });
    expect(region).toHaveClass('box');
    expect(region).toHaveTextContent('Open daily');
    expect(screen.getByRole('heading', { level: 2, name: 'Hours' })).toHaveAttribute('id', 'hours-heading');
    expect(screen.getByRole('heading', { level: 2, name: 'Hours' })).toHaveClass('title');
  });
});
