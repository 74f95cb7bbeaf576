import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PHOTO_LIMITS, type PhotoOwner, type PhotoWire } from '@domain/photos';
import { ApiError } from '../../../api/client';
import { useLocale } from '../../../i18n/useLocale';
import { FormRow } from '../../../ui';
import { photosQuery, refreshPhotos, removePhoto, updatePhoto, uploadPhoto } from './photosApi';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/**
 * A room category's or a day-spa product's photos (docs/product.md §12.18): the list in order,
 * moved earlier or later and removed; below, the upload of one more with its alt text in each
 * language. The server decides what is a photo; its refusal shows next to the file field.
 */
export function PhotoManager({ owner, ownerId, name }: { owner: PhotoOwner; ownerId: number; name: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery(photosQuery(owner, ownerId));
  const photos = list.data?.photos ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileId = useId();
  const errorId = `${fileId}-error`;
  const hintId = `${fileId}-hint`;

  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      const fields = (error.body.errors ?? {}) as Record<string, string[]>;
      const byField = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]]));
      setErrors(Object.keys(byField).length ? byField : { photo: error.message });
    } else setErrors({ photo: t`The change could not be saved.` });
  };
  const run = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      await change();
      setNotice(done);
      await refreshPhotos(queryClient, owner, ownerId);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('photo');
    if (!(file instanceof File) || file.size === 0) {
      setErrors({ photo: t`Choose a photo to upload.` });
      return;
    }
    if (await run(() => uploadPhoto(owner, ownerId, form), t`Photo added: guests see it at once.`))
      formRef.current?.reset();
  };
  const move = (photo: PhotoWire, position: number) => void run(() => updatePhoto(photo, position), t`Order saved.`);
  const remove = (photo: PhotoWire) => void run(() => removePhoto(photo.id), t`Photo removed.`);

  return (
    <section className="admin-photos" aria-label={t`Photos of ${name}`}>
      <h4>
        <Trans>Photos</Trans>
      </h4>
      {photos.length ? (
        <ol className="admin-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="admin-photos__item">
              <img
                src={photo.url}
                alt={photo.alt[locale]}
                width={160}
                height={Math.round((160 * photo.height) / photo.width)}
                loading="lazy"
              />
              <span>
                {photo.file_name} · {photo.width}×{photo.height}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy || index === 0}
                onClick={() => move(photo, index)}
              >
                {t`Move photo ${index + 1} earlier`}
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy || index === photos.length - 1}
                onClick={() => move(photo, index + 2)}
              >
                {t`Move photo ${index + 1} later`}
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy}
                onClick={() => remove(photo)}
              >
                {t`Remove photo ${index + 1}`}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <Trans>No photos yet.</Trans>
        </p>
      )}
      <form ref={formRef} className="admin-photos__upload" onSubmit={(e) => void upload(e)} noValidate>
        <FormRow
          label={t`Photo (JPEG, PNG or WebP, at most 8 MB)`}
          htmlFor={fileId}
          hint={t`It is checked and resized on the server; the largest side becomes at most 1600 pixels.`}
          hintId={hintId}
          error={errors.photo}
          errorId={errorId}
        >
          <input
            id={fileId}
            name="photo"
            type="file"
            accept={ACCEPTED}
            aria-invalid={errors.photo ? true : undefined}
            aria-describedby={errors.photo ? `${hintId} ${errorId}` : hintId}
            onChange={() => setErrors({})}
          />
        </FormRow>
        {(['it', 'en', 'de'] as const).map((l) => (
          <AltField
            key={l}
            name={`alt_${l}`}
            label={{ it: t`Alt text in Italian`, en: t`Alt text in English`, de: t`Alt text in German` }[l]}
            error={errors[`alt_${l}`]}
          />
        ))}
        <button type="submit" className="button" disabled={busy}>
          <Trans>Upload the photo</Trans>
        </button>
        <p role="status">{notice}</p>
      </form>
    </section>
  );
}

function AltField({ name, label, error }: { name: string; label: string; error?: string }) {
  const id = useId();
  return (
    <FormRow label={label} htmlFor={id} error={error} errorId={`${id}-error`}>
      <input
        id={id}
        name={name}
        type="text"
        className="form-input"
        maxLength={PHOTO_LIMITS.altMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormRow>
  );
}
