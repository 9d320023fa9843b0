import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ImageIcon, ImageWithFallback } from '@stays/ui';
import { propertyMessages as m } from './messages';
import { PhotoViewer } from './PhotoViewer';

export const MAX_GALLERY_IMAGES = 5;

const Wrap = styled.div`
  position: relative;
`;

/** Each photo is a button that opens the viewer on it; it looks like the photo alone. */
const Photo = styled.button`
  display: block;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  inline-size: 100%;
  block-size: 100%;
  min-block-size: 0;
  overflow: hidden;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const ShowAll = styled.button`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Grid = styled.div<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
  & > :first-child {
    grid-column: 1 / -1;
    aspect-ratio: 16 / 10;
  }
  & > :not(:first-child) {
    aspect-ratio: 1;
  }
  ${({ theme }) => theme.media.md} {
    /* 1 photo: full width; 2: side by side; 3: main + a stacked pair; 4-5: main + a 2x2 block. */
    grid-template-columns: ${({ $count }) => ($count === 1 ? '1fr' : $count <= 3 ? '2fr 1fr' : '2fr 1fr 1fr')};
    grid-template-rows: ${({ $count }) => ($count <= 2 ? 'minmax(0, 26rem)' : 'repeat(2, 13rem)')};
    & > :first-child {
      grid-column: 1;
      grid-row: ${({ $count }) => ($count <= 2 ? '1' : '1 / span 2')};
      aspect-ratio: auto;
    }
    & > :not(:first-child) {
      aspect-ratio: auto;
    }
    & > :nth-child(4):last-child {
      grid-column: 2 / span 2;
    }
  }
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space.xs};
  aspect-ratio: 16 / 7;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px dashed ${({ theme }) => theme.colors.sandDeep};
  background: ${({ theme }) => theme.colors.sandSoft};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The main photo plus up to four more (five at most); each falls back to the stock cover on error. A photo, or
 * 'Show all N photos', opens every photo full screen (issue 30 #12).
 */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useIntl().formatMessage;
  const [viewing, setViewing] = useState<number | null>(null);
  const all = images.filter(Boolean);
  const shown = all.slice(0, MAX_GALLERY_IMAGES);
  if (shown.length === 0) {
    return (
      <Empty role="img" aria-label={t(m.noImages)}>
        <ImageIcon size={36} />
        <span>{t(m.noImages)}</span>
      </Empty>
    );
  }
  return (
    <Wrap>
      <Grid $count={shown.length} data-testid="gallery">
        {shown.map((src, i) => (
          <Photo
            key={`${src}-${i}`}
            type="button"
            onClick={() => setViewing(i)}
            aria-label={t(m.openPhoto, { number: i + 1, count: all.length })}
          >
            <ImageWithFallback
              src={src}
              alt={i === 0 ? title : t(m.photo, { title, number: i + 1 })}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Photo>
        ))}
      </Grid>
      <ShowAll type="button" onClick={() => setViewing(0)}>
        {t(m.showAllPhotos, { count: all.length })}
      </ShowAll>
      <PhotoViewer
        images={all}
        title={title}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </Wrap>
  );
}
