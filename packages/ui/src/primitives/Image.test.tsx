import { fireEvent, render, screen } from '@testing-library/react';
import { drawn } from '../testing/hydrateDrawn';
import {
  FALLBACK_ATTRIBUTE,
  FALLBACK_SRC_ATTRIBUTE,
  PHOTO_ATTRIBUTE,
  repairDrawnImages,
} from './drawnImages';
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

describe('a drawn photo that fails before the app starts (issue 46 #8)', () => {
  it('shows the fallback at once, before hydration, and keeps it after', async () => {
    repairDrawnImages(document);
    const page = <ImageWithFallback src="/broken.jpg" fallbackSrc="/fallback.svg" alt="Sea view" />;
    const { container, hydrate } = drawn(page);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute(PHOTO_ATTRIBUTE);
    expect(img).toHaveAttribute(FALLBACK_SRC_ATTRIBUTE, '/fallback.svg');
    // The browser reports the failure; React has not taken the page over yet.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/fallback.svg');
    expect(img).toHaveAttribute(FALLBACK_ATTRIBUTE, 'true');
    expect(await hydrate()).toEqual([]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/fallback.svg');
    expect(container.querySelector('img')).toHaveAttribute(FALLBACK_ATTRIBUTE, 'true');
  });

  it('leaves a photo that loads alone, and the stock cover needs no mark', async () => {
    const { container, hydrate } = drawn(<ImageWithFallback src="/sea.jpg" alt="Sea" />);
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute(FALLBACK_SRC_ATTRIBUTE);
    expect(await hydrate()).toEqual([]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/sea.jpg');
    expect(container.querySelector('img')).not.toHaveAttribute(FALLBACK_ATTRIBUTE);
  });
});
