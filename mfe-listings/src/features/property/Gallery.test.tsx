import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, setupUser } from '@stays/platform/testing';
import { Gallery } from './Gallery';

const photos = Array.from({ length: 7 }, (_, i) => `/images/photo-${i + 1}.jpg`);
const shownPhoto = () =>
  within(screen.getByTestId('photo-viewer')).getByRole('img').getAttribute('src') ?? '';

describe('gallery (issue 30 #12: every photo, full screen)', () => {
  it('opens all photos full screen from a photo, moves with the arrow keys and closes with Escape', async () => {
    const user = setupUser();
    renderWithProviders(<Gallery images={photos} title="Martil Beach House" />);
    // Five in the page, all seven in the viewer.
    expect(within(screen.getByTestId('gallery')).getAllByRole('button')).toHaveLength(5);
    const third = screen.getByRole('button', { name: 'Open photo 3 of 7 full screen' });
    await user.click(third);
    const viewer = screen.getByRole('dialog', { name: 'Martil Beach House: photo 3 of 7' });
    expect(shownPhoto()).toBe('/images/photo-3.jpg');
    // Focus is inside the viewer.
    expect(viewer.contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(shownPhoto()).toBe('/images/photo-7.jpg');
    await user.keyboard('{ArrowRight}');
    expect(shownPhoto()).toBe('/images/photo-1.jpg');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Martil Beach House: photo 7 of 7' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus returns to the photo that opened it.
    expect(third).toHaveFocus();
  });

  it("opens on the first photo from 'Show all 7 photos' and follows Next, Previous and a swipe", async () => {
    const user = setupUser();
    renderWithProviders(<Gallery images={photos} title="Martil Beach House" />);
    await user.click(screen.getByRole('button', { name: 'Show all 7 photos' }));
    expect(shownPhoto()).toBe('/images/photo-1.jpg');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()).toBe('/images/photo-2.jpg');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto()).toBe('/images/photo-1.jpg');
    const stage = screen.getByTestId('photo-viewer');
    fireEvent.touchStart(stage, { changedTouches: [{ clientX: 300 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200 }] });
    expect(shownPhoto()).toBe('/images/photo-2.jpg');
    // A short move is not a swipe.
    fireEvent.touchStart(stage, { changedTouches: [{ clientX: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 230 }] });
    expect(shownPhoto()).toBe('/images/photo-2.jpg');
  });
});
