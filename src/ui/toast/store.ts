/**
 * The list of toasts and flash notices, outside React so the HTTP client and machines can
 * push to it. `<Toaster />` renders it; each notice is removed when its time is up.
 */
export type NoticeType = 'success' | 'error' | 'warning' | 'info';
export type NoticeKind = 'toast' | 'flash';
export type Notice = { id: number; type: NoticeType; text: string; kind: NoticeKind; duration: number };

/** product.md §1.3: the toast area keeps a toast 6 s, a flash notice 4 s. */
export const TOAST_DURATION_MS = 6000;
export const FLASH_DURATION_MS = 4000;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function push(type: NoticeType, text: string, kind: NoticeKind): number {
  // The same message twice at once (e.g. two failed requests) is shown once.
  const same = notices.find((notice) => notice.type === type && notice.text === text);
  if (same) return same.id;
  const id = nextId++;
  const duration = kind === 'flash' ? FLASH_DURATION_MS : TOAST_DURATION_MS;
  notices = [...notices, { id, type, text, kind, duration }];
  emit();
  return id;
}

export function dismissNotice(id: number): void {
  if (!notices.some((notice) => notice.id === id)) return;
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export function clearNotices(): void {
  notices = [];
  emit();
}

export const toast = {
  success: (text: string) => push('success', text, 'toast'),
  error: (text: string) => push('error', text, 'toast'),
  warning: (text: string) => push('warning', text, 'toast'),
  info: (text: string) => push('info', text, 'toast'),
  dismiss: dismissNotice,
};

/** A short-lived notice, e.g. 'Select Dates' before a redirect. */
export function flash(type: NoticeType, text: string): number {
  return push(type, text, 'flash');
}

/** For `useSyncExternalStore`. */
export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotices(): Notice[] {
  return notices;
}
