// Mails people receive, each rendered in the recipient's language (text + inline-styled HTML).
export { renderMail, mailText, escapeHtml, type MailContent, type RenderedMail } from './layout';
export { passwordResetMail } from './passwordReset';
