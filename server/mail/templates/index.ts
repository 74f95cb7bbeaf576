// Mails people receive, each rendered in the recipient's language (text + inline-styled HTML).
import type { AppConfig } from '../../config';
import type { MailBrand } from './content';

export { renderMail, mailText, type MailBrand, type MailRow, type RenderedMail } from './layout';

/** The site and the contact address every mail's footer gives. */
export const mailBrand = (config: Pick<AppConfig, 'appUrl' | 'frontDeskEmail'>): MailBrand => ({
  siteUrl: config.appUrl,
  contactEmail: config.frontDeskEmail,
});
export { passwordResetMail } from './passwordReset';
export { paidRows, paymentSplitRows } from './paymentSplit';
