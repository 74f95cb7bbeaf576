export { Toaster } from './Toaster';
export {
  toast,
  flash,
  dismissNotice,
  clearNotices,
  getNotices,
  subscribeNotices,
  TOAST_DURATION_MS,
  FLASH_DURATION_MS,
  type Notice,
  type NoticeKind,
  type NoticeType,
} from './store';
