import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAfter } from '@/content/home';
import { BeforeAfterSlider } from './before-after-slider';

describe('BeforeAfterSlider', () => {
  it('starts at 50 on a 0 to 100 range with both labels', () => {
    render(<BeforeAfterSlider before={beforeAfter.before} after={beforeAfter.after} />);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(screen.getByText('Avant')).toBeInTheDocument();
    expect(screen.getByText('Après')).toBeInTheDocument();
    expect(screen.getByTestId('after-layer').style.clipPath).toBe('inset(0 0 0 50%)');
  });

  it('follows the range input', () => {
    render(<BeforeAfterSlider before={beforeAfter.before} after={beforeAfter.after} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '20' } });
    expect(screen.getByRole('slider')).toHaveValue('20');
    expect(screen.getByTestId('after-layer').style.clipPath).toBe('inset(0 0 0 20%)');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '20 % avant, 80 % après');
  });
});
