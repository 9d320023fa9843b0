// A toast that must survive the reload after signing in (SPEC 4: the page reloads on success). Kept in
// sessionStorage for the one next page load of this tab.
const KEY = 'stays.flashToast';

export interface FlashToast {
  title: string;
  description?: string;
}

export function flashToast(toast: FlashToast): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // storage blocked: the toast was already shown before the reload
  }
}

export function takeFlashToast(): FlashToast | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && typeof (parsed as FlashToast).title === 'string'
      ? (parsed as FlashToast)
      : null;
  } catch {
    return null;
  }
}
