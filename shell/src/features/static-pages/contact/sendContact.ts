export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** An answer the user should read: the server's own message when it sent one. */
export class ContactError extends Error {}

/** POST /api/contact (answers 201 with { message }); throws ContactError with the server's message, if any. */
export async function sendContact(body: ContactRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch {
    throw new ContactError('');
  }
  const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof data?.message === 'string' ? data.message : '';
  if (!response.ok) throw new ContactError(message);
  return message;
}
