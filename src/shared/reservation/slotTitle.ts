import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

const defaultTitle = msg`Full day 9am-6:30pm`;

/** A slot's title, or the default daily slot's (product.md §3.2: 'Giornaliero h.9-18:30' in Italian). */
export function slotTitle(title: string | null, i18n: I18n): string {
  return title ?? i18n._(defaultTitle);
}
