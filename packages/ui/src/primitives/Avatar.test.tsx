import { fireEvent } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Avatar, initials } from './Avatar';

describe('Avatar', () => {
  it('takes initials from the first two words, whatever the script', () => {
    expect(initials('amina el idrissi')).toBe('AE');
    expect(initials('أمينة الإدريسي')).toBe('أا');
    expect(initials('')).toBe('');
  });

  it('shows the photo, and the initials in its place when there is none or it does not load', () => {
    const { container, rerender } = renderWithTheme(<Avatar name="Noah Guest" src="/images/photo" />);
    const photo = container.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/images/photo');
    fireEvent.error(photo);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('NG');
    rerender(<Avatar name="Noah Guest" src={null} />);
    expect(container).toHaveTextContent('NG');
    rerender(<Avatar name="" />);
    expect(container).toHaveTextContent('?');
  });
});
