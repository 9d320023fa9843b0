import { uploadImage, UploadError } from './uploadImage';

/** A stand-in XMLHttpRequest the test drives: upload progress events, then the answer. */
class FakeRequest {
  static last: FakeRequest;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File(['png'], 'a.png', { type: 'image/png' });

beforeEach(() => {
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
});

describe('uploadImage', () => {
  it('posts the file as multipart field "image" with credentials, reports progress, answers the url', async () => {
    const progress: number[] = [];
    const done = uploadImage(file, (fraction) => progress.push(fraction));
    const request = FakeRequest.last;
    expect([request.method, request.url, request.withCredentials]).toEqual([
      'POST',
      '/api/upload-image',
      true,
    ]);
    expect(request.body?.get('image')).toBeInstanceOf(File);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    request.answer(201, { url: '/images/abc' });
    await expect(done).resolves.toBe('/images/abc');
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's { error } and status", async () => {
    const done = uploadImage(file);
    FakeRequest.last.answer(415, { error: 'Only JPEG, PNG, WebP or GIF images are accepted' });
    await expect(done).rejects.toEqual(
      new UploadError(415, 'Only JPEG, PNG, WebP or GIF images are accepted'),
    );
  });

  it("a 2xx without a url is 'Unknown error'; a network failure says so (SPEC 8)", async () => {
    const noUrl = uploadImage(file);
    FakeRequest.last.answer(200, {});
    await expect(noUrl).rejects.toThrow('Unknown error');
    const offline = uploadImage(file);
    FakeRequest.last.onerror?.();
    await expect(offline).rejects.toThrow('Upload failed: Network or server error');
  });
});
