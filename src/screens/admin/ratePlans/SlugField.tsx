import { useLingui } from '@lingui/react/macro';
import { MAX_SLUG_LENGTH } from '@domain/ratePlans';
import { TextField } from '../../../ui';

/**
 * A plan's address name, the slug guests' links use (docs/product.md §12.13): typed when the plan
 * is added (empty: the server makes one from the English name; one another plan has is refused
 * next to it), then only shown, since the service keeps it for the links and reservations that name it.
 */
export function SlugField({ isNew }: { isNew: boolean }) {
  const { t } = useLingui();
  return isNew ? (
    <TextField
      name="slug"
      label={t`Address name (slug)`}
      hint={t`Lowercase letters, digits and hyphens, at most ${MAX_SLUG_LENGTH} characters; guests' links use it. Empty: made from the English name.`}
      autoComplete="off"
      spellCheck={false}
    />
  ) : (
    <TextField
      name="slug"
      label={t`Address name (slug)`}
      hint={t`Fixed once the plan exists: guests' links and reservations use it.`}
      readOnly
    />
  );
}
