import { apiRequest, STORAGE_KEYS } from '@stays/platform';

export interface HostApplicationInput {
  reason: string;
  phone: string;
  address: string;
}

/** SPEC 3's locally kept application: the reason and the contact info (phone and address joined). */
interface StoredApplication {
  reason: string;
  contactInfo: string;
}

const SEPARATOR = ' | ';

/** POST /api/host-applications as the signed-in visitor (201; 409 when one is already pending). */
export const submitHostApplication = (application: HostApplicationInput) =>
  apiRequest<{ id: string; status: string }>('/api/host-applications', application);

/** Keeps an application that could not be sent yet, for the first host sign-in to send (SPEC 4). */
export function keepPendingApplication(application: HostApplicationInput) {
  const stored: StoredApplication = {
    reason: application.reason,
    contactInfo: [application.phone, application.address].join(SEPARATOR),
  };
  localStorage.setItem(STORAGE_KEYS.pendingHostApplication, JSON.stringify(stored));
}

/** The kept application, if any (unreadable data is dropped). */
export function readPendingApplication(): HostApplicationInput | null {
  const raw = localStorage.getItem(STORAGE_KEYS.pendingHostApplication);
  if (!raw) return null;
  try {
    const { reason, contactInfo } = JSON.parse(raw) as Partial<StoredApplication>;
    if (typeof reason !== 'string' || typeof contactInfo !== 'string') throw new Error('malformed');
    const [phone, ...address] = contactInfo.split(SEPARATOR);
    return { reason, phone, address: address.join(SEPARATOR) };
  } catch {
    localStorage.removeItem(STORAGE_KEYS.pendingHostApplication);
    return null;
  }
}

/**
 * Sends a kept application once its visitor is signed in; forgets it when the server took it or already holds
 * one (409), keeps it when the server could not be reached. Answers whether it was sent now.
 */
export async function sendPendingApplication(): Promise<boolean> {
  const pending = readPendingApplication();
  if (!pending) return false;
  try {
    await submitHostApplication(pending);
    localStorage.removeItem(STORAGE_KEYS.pendingHostApplication);
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 409)
      localStorage.removeItem(STORAGE_KEYS.pendingHostApplication);
    return false;
  }
}
