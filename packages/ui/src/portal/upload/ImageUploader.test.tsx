import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { ImageUploader } from './ImageUploader';
import { useImageUploads, type UploadImageFn } from './useImageUploads';

/** An upload the test drives: progress and completion on demand, per file. */
function controlledUploads() {
  const running = new Map<
    string,
    { progress(f: number): void; done(url: string): void; fail(e: Error): void }
  >();
  const upload: UploadImageFn = (file, onProgress) =>
    new Promise((resolve, reject) => {
      running.set(file.name, { progress: onProgress, done: resolve, fail: reject });
    });
  return { upload, running };
}

function Harness({ upload, initial = [] }: { upload: UploadImageFn; initial?: string[] }) {
  const uploads = useImageUploads(upload, initial);
  return (
    <ThemeProvider>
      <ImageUploader uploads={uploads} />
      <output data-testid="urls">{uploads.urls.join(',')}</output>
      <output data-testid="busy">{String(uploads.uploading)}</output>
    </ThemeProvider>
  );
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
// The order, read from each tile's picture (the captions name positions, not images).
const names = () =>
  screen
    .getAllByTestId('image-item')
    .map((item) => item.querySelector('img')?.getAttribute('src')?.replace('/images/', ''));

describe('ImageUploader', () => {
  it('uploads each chosen file at once with its own progress bar, then keeps the URLs in order', async () => {
    const user = userEvent.setup();
    const { upload, running } = controlledUploads();
    render(<Harness upload={upload} />);
    await user.upload(screen.getByLabelText('Add images'), [file('a.png'), file('b.png')]);

    const barA = screen.getByRole('progressbar', { name: 'Uploading a.png' });
    const barB = screen.getByRole('progressbar', { name: 'Uploading b.png' });
    expect(barA).toHaveAttribute('value', '0');
    act(() => running.get('a.png')!.progress(0.42));
    expect(barA).toHaveAttribute('value', '42');
    expect(barB).toHaveAttribute('value', '0');
    expect(screen.getByTestId('busy')).toHaveTextContent('true');

    await act(async () => running.get('b.png')!.done('/images/b'));
    await act(async () => running.get('a.png')!.done('/images/a'));
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
    expect(screen.getByTestId('urls')).toHaveTextContent('/images/a,/images/b');
    expect(screen.getByTestId('busy')).toHaveTextContent('false');
  });

  it('a failed upload says why and is left out of the URLs', async () => {
    const user = userEvent.setup();
    const { upload, running } = controlledUploads();
    render(<Harness upload={upload} initial={['/images/kept']} />);
    await user.upload(screen.getByLabelText('Add images'), file('bad.png'));
    await act(async () =>
      running.get('bad.png')!.fail(new Error('Only JPEG, PNG, WebP or GIF images are accepted')),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Upload failed: Only JPEG, PNG, WebP or GIF images are accepted',
    );
    expect(screen.getByTestId('urls')).toHaveTextContent(/^\/images\/kept$/);
  });

  it('captions stored photos by their place, never by the id in their address', () => {
    render(
      <Harness
        upload={controlledUploads().upload}
        initial={['/images/6650f0c2a1b2c3d4e5f60718', '/images/6650f0c2a1b2c3d4e5f60719']}
      />,
    );
    const tiles = screen.getAllByTestId('image-item');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Photo 1 of 2'),
      expect.stringContaining('Photo 2 of 2'),
    ]);
    expect(tiles[0]).toHaveTextContent('Cover');
    expect(screen.getByTestId('image-list').textContent).not.toContain('6650f0c2');
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toBeInTheDocument();
  });

  it('reorders with the arrow keys on a handle (announced), Home and End; the first is the cover', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        upload={controlledUploads().upload}
        initial={['/images/one', '/images/two', '/images/three']}
      />,
    );
    expect(names()).toEqual(['one', 'two', 'three']);
    expect(within(screen.getAllByTestId('image-item')[0]).getByText('Cover')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Reorder photo 3 of 3' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(names()).toEqual(['one', 'three', 'two']);
    expect(screen.getByText('Photo moved from position 3 to 2 of 3')).toHaveAttribute('aria-live', 'polite');
    screen.getByRole('button', { name: 'Reorder photo 2 of 3' }).focus();
    await user.keyboard('{Home}');
    expect(names()).toEqual(['three', 'one', 'two']);
    expect(within(screen.getAllByTestId('image-item')[0]).getByText('Cover')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Reorder photo 1 of 3' }).focus();
    await user.keyboard('{End}');
    expect(screen.getByTestId('urls')).toHaveTextContent('/images/one,/images/two,/images/three');
  });

  it('arrow left and right follow the reading direction (right to left in Arabic)', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Harness upload={controlledUploads().upload} initial={['/images/one', '/images/two']} />
      </div>,
    );
    screen.getByRole('button', { name: 'Reorder photo 1 of 2' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(names()).toEqual(['two', 'one']);
  });

  it('reorders by dragging one tile onto another, and removes an image', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        upload={controlledUploads().upload}
        initial={['/images/one', '/images/two', '/images/three']}
      />,
    );
    const items = screen.getAllByTestId('image-item');
    const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
    fireEvent.dragStart(items[0], { dataTransfer });
    fireEvent.dragOver(items[2], { dataTransfer });
    fireEvent.drop(items[2], { dataTransfer });
    expect(names()).toEqual(['two', 'three', 'one']);

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getByTestId('urls')).toHaveTextContent('/images/two,/images/one');
  });
});
