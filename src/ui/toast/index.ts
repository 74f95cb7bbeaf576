export { Toaster } from './Toaster';
export { toast, flash, clearNotices, getNotices } from './store';
