import { checkContactMessage, contactNotification } from '../contact/validation';
import { checkNotificationInput } from './input';

const USER = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('notification payload', () => {
  it('takes SPEC section 3 payloads to a user, trimmed, with the related entity as text', () => {
    expect(
      checkNotificationInput({
        recipientId: USER,
        title: ' Property approved ',
        message: 'Your listing is live.',
        relatedEntityType: 'property',
        relatedEntityId: 12,
      }),
    ).toEqual({
      ok: true,
      value: {
        recipientId: USER,
        title: 'Property approved',
        message: 'Your listing is live.',
        relatedEntityType: 'property',
        relatedEntityId: '12',
      },
    });
  });

  it("takes the staff desk as recipientRole 'staff', and nothing else without a user", () => {
    expect(checkNotificationInput({ recipientRole: 'staff', title: 'T', message: 'M' })).toMatchObject({
      ok: true,
      value: { recipientRole: 'staff' },
    });
    expect(checkNotificationInput({ recipientRole: 'admin', title: 'T', message: 'M' })).toMatchObject({
      ok: false,
      errors: { recipientRole: "recipientRole must be 'staff'" },
    });
    expect(checkNotificationInput({ title: 'T', message: 'M' })).toMatchObject({
      ok: false,
      errors: { recipientId: 'recipientId is required' },
    });
  });

  it('bounds every text field', () => {
    const result = checkNotificationInput({
      recipientId: USER,
      title: 't'.repeat(201),
      message: '',
      relatedEntityType: 'x'.repeat(51),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title must be at most 200 characters',
        message: 'Message is required',
        relatedEntityType: 'relatedEntityType must be text of at most 50 characters',
      },
    });
  });
});

describe('contact form', () => {
  it('accepts a complete message and turns it into a staff-desk notification', () => {
    const checked = checkContactMessage({
      name: 'Lina',
      email: 'lina@example.org',
      subject: 'Parking',
      message: 'Is parking included?',
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(contactNotification(checked.value)).toEqual({
      recipientRole: 'staff',
      title: 'Contact form: Parking',
      message: 'From Lina <lina@example.org>:\n\nIs parking included?',
      relatedEntityType: 'contact',
    });
  });

  it('names every missing or malformed field', () => {
    expect(checkContactMessage({ email: 'nope', message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
        message: 'Message must be at most 5000 characters',
      },
    });
  });
});
