import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '@domain/checkIn';
import type { Gender } from '@domain/constants';

/** Names of the check-in's coded values, in the screen's language. */
export function useCheckInTexts() {
  const { t } = useLingui();
  const documentTypes: Record<DocumentType, string> = {
    IDENT: t`Identity card`,
    IDELE: t`Electronic identity card`,
    PASOR: t`Passport`,
    PASDI: t`Diplomatic passport`,
  };
  const sexes: Record<Gender, string> = { M: t`Male`, F: t`Female` };
  const guestLabel = (position: number) => (position === 1 ? t`Guest 1 (booker)` : t`Guest ${position}`);
  return { documentTypes, sexes, guestLabel };
}
