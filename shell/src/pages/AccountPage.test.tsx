// Issue 46 #12: the account page, reached from the account menu: name, profile photo, password, and deleting a
// guest account with what happens to bookings and messages said plainly.
import { screen, within } from '@testing-library/react';
import { mockPlatformStats, mockQuery, setupUser } from '@stays/platform/testing';
import { UpdateProfilePhotoDocument } from '../__generated__/graphql';
import { fakeRemote, renderShell } from '../test/renderShell';

const load = async (id: string) => fakeRemote(id);
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;
const noah = {
  id: 'u1',
  username: 'noah@stays.test',
  email: 'noah@stays.test',
  firstName: 'Noah',
  lastName: 'Guest',
  profileImageUrl: null,
  role: 'visitor' as const,
};
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = () => undefined;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('is in the account menu, and saves a new name into the header', async () => {
  const user = setupUser();
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/account/profile' ? answer(200, { ...noah, firstName: 'Noé' }) : answer(200, noah),
  );
  renderShell('/', load, { signedInAs: noah });
  await user.click(await screen.findByRole('button', { name: /Hello, Noah/, hidden: true }));
  await user.click(screen.getByRole('link', { name: 'Your account', hidden: true }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  expect(screen.getByText('Signed in as noah@stays.test')).toBeInTheDocument();
  const first = screen.getByLabelText('First name');
  await user.clear(first);
  await user.type(first, 'N');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('At least 2 characters')).toBeInTheDocument();
  expect(sent('/api/account/profile')).toEqual([]);
  await user.type(first, 'oé');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
  expect(sent('/api/account/profile')).toEqual([
    { method: 'PUT', body: { firstName: 'Noé', lastName: 'Guest' } },
  ]);
  expect(await screen.findByRole('button', { name: /Hello, Noé/, hidden: true })).toBeInTheDocument();
});

/** The browser's upload request (uploadImage sends through XMLHttpRequest for its progress): the test answers it. */
class UploadRequest {
  static sent: UploadRequest[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  file: File | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.file = body.get('image') as File;
    UploadRequest.sent.push(this);
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('the profile photo', () => {
  const PHOTO = '/images/64b7f0c2a1b2c3d4e5f60718';
  const withPhoto = { __typename: 'User' as const, ...noah, profileImageUrl: PHOTO };
  const withoutPhoto = { ...withPhoto, profileImageUrl: null };
  const png = () => new File(['png'], 'me.png', { type: 'image/png' });
  const photoIn = (element: HTMLElement) => element.querySelector('img')?.getAttribute('src') ?? null;

  beforeEach(() => {
    UploadRequest.sent = [];
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = UploadRequest;
    fetchMock.mockResolvedValue(answer(200, noah));
  });

  it('uploads a photo, shows it on the page and in the header, and removes it for the initials', async () => {
    const user = setupUser();
    renderShell('/account', load, {
      signedInAs: noah,
      mocks: [
        mockQuery(UpdateProfilePhotoDocument, { profileImageUrl: PHOTO }, { updateProfile: withPhoto }),
        mockQuery(UpdateProfilePhotoDocument, { profileImageUrl: null }, { updateProfile: withoutPhoto }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Profile photo' });
    const greeting = screen.getByRole('button', { name: /Hello, Noah/, hidden: true });
    expect(photoIn(section)).toBeNull();
    expect(section).toHaveTextContent('NG');
    expect(within(section).queryByRole('button', { name: 'Remove photo' })).toBeNull();

    await user.upload(within(section).getByLabelText('Upload a photo'), png());
    expect(UploadRequest.sent.map((request) => [request.url, request.file?.name])).toEqual([
      ['/api/upload-image', 'me.png'],
    ]);
    expect(within(section).getByText('Uploading… 0%')).toBeInTheDocument();
    UploadRequest.sent[0]!.answer(201, { url: PHOTO });
    expect(await screen.findByText('Your photo was saved.')).toBeInTheDocument();
    expect(photoIn(section)).toBe(PHOTO);
    expect(photoIn(greeting)).toBe(PHOTO);
    expect(within(section).getByLabelText('Change photo')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo was removed.')).toBeInTheDocument();
    expect(photoIn(section)).toBeNull();
    expect(photoIn(greeting)).toBeNull();
    expect(greeting).toHaveTextContent('NG');
  });

  it('says why an upload was refused, in the page’s language, and keeps the photo as it was', async () => {
    const user = setupUser();
    fetchMock.mockResolvedValue(answer(200, { ...noah, profileImageUrl: PHOTO }));
    renderShell('/account', load, { signedInAs: { ...noah, profileImageUrl: PHOTO }, locale: 'ar' });
    const section = await screen.findByRole('region', { name: 'صورة الملف الشخصي' });
    await user.upload(within(section).getByLabelText('تغيير الصورة'), png());
    UploadRequest.sent[0]!.answer(415, { error: 'Only JPEG, PNG, WebP or GIF images are accepted' });
    expect(await screen.findByText('تعذّر حفظ صورتك')).toBeInTheDocument();
    expect(screen.getByText('اختر صورة بصيغة JPEG أو PNG أو WebP أو GIF.')).toBeInTheDocument();
    expect(photoIn(section)).toBe(PHOTO);
  });
});

it("changes the password, showing the server's word on a wrong current one", async () => {
  const user = setupUser();
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/account/password'
      ? answer(400, {
          message: 'Your current password is not right',
          errors: { currentPassword: 'Your current password is not right' },
        })
      : answer(200, noah),
  );
  renderShell('/account', load, { signedInAs: noah });
  await user.type(await screen.findByLabelText('Current password'), 'guess');
  await user.type(screen.getByLabelText('New password'), 'secret9');
  await user.type(screen.getByLabelText('Confirm new password'), 'secret8');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Confirm new password'));
  await user.type(screen.getByLabelText('Confirm new password'), 'secret9');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();
  expect(sent('/api/account/password')).toEqual([
    { method: 'POST', body: { currentPassword: 'guess', newPassword: 'secret9' } },
  ]);
});

it('says what deleting does to bookings and messages, asks once more, and tells why it is refused', async () => {
  const user = setupUser();
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/account/delete'
      ? answer(409, {
          message: 'You have 1 stay ahead. Cancel it in My Trips first, then delete your account.',
        })
      : answer(200, noah),
  );
  renderShell('/account', load, { signedInAs: noah });
  const section = await screen.findByRole('region', { name: 'Delete my account' });
  expect(
    within(section).getByText(/Your past bookings stay in your hosts’ records, under “Deleted account”/),
  ).toBeInTheDocument();
  expect(within(section).getByText(/Your messages stay in their conversations/)).toBeInTheDocument();
  expect(within(section).getByText(/must be cancelled first, in My Trips/)).toBeInTheDocument();
  await user.type(within(section).getByLabelText('Your password, to confirm'), 'secret1');
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'You have 1 stay ahead. Cancel it in My Trips first, then delete your account.',
  );
  expect(sent('/api/account/delete')).toEqual([{ method: 'POST', body: { password: 'secret1' } }]);
});

it('tells a host their account is closed by an administrator, in Arabic too', async () => {
  const host = { ...noah, role: 'host' as const };
  fetchMock.mockResolvedValue(answer(200, host));
  renderShell('/account', load, { signedInAs: host, locale: 'ar' });
  expect(await screen.findByText(/يُغلق حساب المضيف أو الموظف أو المسؤول بواسطة مسؤول/)).toBeInTheDocument();
  expect(screen.queryByLabelText('كلمة مرورك للتأكيد')).toBeNull();
});

it('sends a signed-out visitor to sign in', async () => {
  renderShell('/account', load, {
    mocks: [
      mockPlatformStats({ verifiedStays: 36, guestsHosted: 1204, averageRating: 4.56, verifiedHosts: 3 }),
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});
