import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import {
  Badge,
  Button,
  buttonStyles,
  type ButtonStyleProps,
  ImageIcon,
  useKitText,
  VisuallyHidden,
} from '@stays/ui';
import { horizontalStep } from '../../a11y/direction';
import type { ImageUploads } from './useImageUploads';

const messages = defineMessages({
  choose: { id: 'kit.upload.choose', defaultMessage: 'Add images' },
  hint: {
    id: 'kit.upload.hint',
    defaultMessage: 'JPEG, PNG, WebP or GIF, up to 5 MB each. The first image is the cover.',
  },
  cover: { id: 'kit.upload.cover', defaultMessage: 'Cover' },
  photo: { id: 'kit.upload.photo', defaultMessage: 'Photo {position} of {count}' },
  remove: { id: 'kit.upload.removePhoto', defaultMessage: 'Remove photo {position}' },
  handle: { id: 'kit.upload.handlePhoto', defaultMessage: 'Reorder photo {position} of {count}' },
  howTo: {
    id: 'kit.upload.howTo',
    defaultMessage: 'Drag an image, or focus its handle and press the arrow keys, to change the order.',
  },
  moved: {
    id: 'kit.upload.movedPhoto',
    defaultMessage: 'Photo moved from position {from} to {position} of {count}',
  },
  uploading: { id: 'kit.upload.uploading', defaultMessage: 'Uploading {name}' },
  failed: { id: 'kit.upload.failed', defaultMessage: 'Upload failed: {reason}' },
  empty: { id: 'kit.upload.empty', defaultMessage: 'No images yet' },
});

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
`;

const Tile = styled.li<{ $dragging: boolean; $over: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border: 2px ${({ $over }) => ($over ? 'dashed' : 'solid')}
    ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sandSoft};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const CoverBadge = styled(Badge)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xxs};
  inset-inline-start: ${({ theme }) => theme.space.xxs};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  align-items: center;
  justify-content: space-between;
`;

const Handle = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  cursor: grab;
  padding-inline: ${({ theme }) => theme.space.xs};
  min-block-size: 2.25rem;
`;

const Progress = styled.progress`
  inline-size: 100%;
  block-size: 0.5rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Failure = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Picker = styled.label<ButtonStyleProps>`
  ${buttonStyles}
  cursor: pointer;
  &:focus-within {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ImageUploaderProps {
  uploads: ImageUploads;
  /** The file input's accessible name; the visible button text is the kit's 'Add images'. */
  label?: string;
  disabled?: boolean;
}

/**
 * The images of a property form: choose files (any image type, several at once), each uploads at once with its
 * own progress bar; the list can be reordered by dragging or with the arrow keys on a tile's handle (announced
 * to screen readers), and an image removed. The first one is the cover.
 */
export function ImageUploader({ uploads, label, disabled }: ImageUploaderProps) {
  const text = useKitText();
  const howToId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef<(HTMLButtonElement | null)[]>([]);
  const { items } = uploads;
  const count = items.length;

  const moveTo = (from: number, to: number, focus: boolean) => {
    if (to < 0 || to >= count || from === to) return;
    uploads.move(from, to);
    setAnnouncement(text(messages.moved, { from: from + 1, position: to + 1, count }));
    if (focus) requestAnimationFrame(() => handles.current[to]?.focus());
  };

  const onHandleKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step =
      event.key === 'ArrowUp'
        ? -1
        : event.key === 'ArrowDown'
          ? 1
          : horizontalStep(event.key, event.currentTarget);
    let target: number | null = step !== 0 ? index + step : null;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = count - 1;
    if (target === null) return;
    event.preventDefault();
    moveTo(index, target, true);
  };

  const onDrop = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragging !== null) moveTo(dragging, index, false);
    setDragging(null);
    setOver(null);
  };

  return (
    <div>
      <Hint id={howToId}>
        {text(messages.hint)} {count > 1 ? text(messages.howTo) : ''}
      </Hint>
      {count === 0 ? (
        <Hint as="div" style={{ marginBlock: '0.75rem' }}>
          <ImageIcon size={20} aria-hidden /> {text(messages.empty)}
        </Hint>
      ) : (
        <List style={{ marginBlock: '0.75rem' }} data-testid="image-list">
          {items.map((item, index) => (
            <Tile
              key={item.key}
              data-testid="image-item"
              draggable={!disabled}
              $dragging={dragging === index}
              $over={over === index && dragging !== index}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item.key);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDrop={onDrop(index)}
            >
              <Thumb>
                {item.url || item.previewUrl ? (
                  <img src={item.url ?? item.previewUrl} alt="" />
                ) : (
                  <ImageIcon size={28} aria-hidden />
                )}
                {index === 0 && item.status !== 'error' ? (
                  <CoverBadge $variant="default">{text(messages.cover)}</CoverBadge>
                ) : null}
              </Thumb>
              {/* Named by its place, never by a stored id; a file just chosen keeps its name as a tooltip. */}
              <Name title={item.name}>{text(messages.photo, { position: index + 1, count })}</Name>
              {item.status === 'uploading' ? (
                <Progress
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={text(messages.uploading, { name: item.name ?? '' })}
                />
              ) : null}
              {item.status === 'error' ? (
                <Failure role="alert">{text(messages.failed, { reason: item.error ?? '' })}</Failure>
              ) : null}
              <Row>
                <Handle
                  ref={(element) => {
                    handles.current[index] = element;
                  }}
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  disabled={disabled || count < 2}
                  aria-label={text(messages.handle, { position: index + 1, count })}
                  aria-describedby={howToId}
                  onKeyDown={onHandleKey(index)}
                >
                  <span aria-hidden>⠿</span>
                </Handle>
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  disabled={disabled}
                  aria-label={text(messages.remove, { position: index + 1 })}
                  onClick={() => uploads.remove(item.key)}
                >
                  <span aria-hidden>✕</span>
                </Button>
              </Row>
            </Tile>
          ))}
        </List>
      )}
      <Picker $variant="outline">
        <ImageIcon size={18} aria-hidden /> {text(messages.choose)}
        <input
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-label={label ?? text(messages.choose)}
          aria-describedby={howToId}
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files && files.length > 0) uploads.add(Array.from(files));
            event.currentTarget.value = '';
          }}
        />
      </Picker>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
