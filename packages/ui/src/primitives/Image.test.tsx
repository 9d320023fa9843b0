import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './Image';

describe('ImageWithFallback', () => {
  it('swaps to the fallback once when the photo fails', () => {
    render(<ImageWithFallback src="/broken.jpg" fallbackSrc="/fallback.svg" alt="Sea view" />);
    const img = screen.getByAltText('Sea view');
    expect(img).toHaveAttribute('src', '/broken.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/fallback.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/fallback.svg');
  });

  it('uses the fallback when there is no photo at all', () => {
    render(<ImageWithFallback src={undefined} fallbackSrc="/fallback.svg" alt="" />);
    expect(document.querySelector('img')).toHaveAttribute('src', '/fallback.svg');
  });
});
