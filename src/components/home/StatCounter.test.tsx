import { screen } from '@testing-library/react';
import { renderPage } from '../../../jest/render-page';
import { StatCounter } from './StatCounter';

// Its count is the page script's (count-up.test.tsx).
describe('StatCounter', () => {
  it('gives screen readers the final figure with its label', () => {
    renderPage(<StatCounter target={100} suffix="+" label="Happy clients" />);
    expect(screen.getByText(/100\+/, { selector: 'span span' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-number')).toHaveAttribute('aria-hidden', 'true');
  });
});
