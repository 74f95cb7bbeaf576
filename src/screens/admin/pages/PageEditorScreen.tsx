import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageEditorMachine } from '@machines/pageEditor.machine';
import { adminPagesQuery, fetchEditablePage, putBody, restorePageVersion } from '@src/api/pages';
import { flash, Skeleton } from '@src/ui';
import { sanitizePageHtml } from '@src/ui/pageHtml';
import { asFailure } from '@src/shared/forms/useRequestForm';
import { PageVersions } from './PageVersions';
import { useSaveShortcut } from './useSaveShortcut';
import '@src/shared/page/page.css';
import './pageEditor.css';

// CodeMirror is the heaviest thing on the front desk: it loads with this screen only.
const HtmlCodeEditor = lazy(() => import('./HtmlCodeEditor'));

/**
 * /{lang}/admin/pages/:id: a page's HTML with line numbers, its preview (through the same
 * allow-list the server stores and renders with), Save (button, Ctrl/Cmd-S) and earlier versions.
 * The journey is machines/pageEditor.machine.ts; this view draws its states.
 */
export function PageEditorScreen({ params }: { params: { id: string } }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const pageId = Number(params.id);
  const [machine] = useState(() =>
    pageEditorMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) =>
          fetchEditablePage(input.pageId).catch((error: unknown) => Promise.reject(asFailure(error))),
        ),
        savePage: fromPromise(({ input }) =>
          putBody(input.pageId, input.body).catch((error: unknown) => Promise.reject(asFailure(error))),
        ),
        restoreVersion: fromPromise(({ input }) =>
          restorePageVersion(input.pageId, input.versionId).catch((error: unknown) => Promise.reject(asFailure(error))),
        ),
      },
      actions: {
        notifySaved: () => {
          flash('success', t`Saved`);
          // The public page and the list show the new text too.
          void queryClient.invalidateQueries({ queryKey: ['page'] });
          void queryClient.invalidateQueries({ queryKey: adminPagesQuery.queryKey });
        },
      },
    }),
  );
  const actor = useJourneyActor(machine, { input: { pageId } });
  const state = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { page, draft, failure } = useSelector(actor, (s) => s.context);
  const loadError = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.failure : null));
  useSaveShortcut(() => actor.send({ type: 'page.save' }));
  const preview = useMemo(() => sanitizePageHtml(draft), [draft]);

  return (
    <section
      className="page-editor"
      aria-labelledby="page-editor-title"
      data-machine="pageEditor"
      data-state={state}
      aria-busy={busy || undefined}
    >
      <Link href="/pages" className="admin-back">
        <Trans>All pages</Trans>
      </Link>
      <h2 id="page-editor-title">{page ? `${page.title} (${page.locale})` : <Trans>Edit page</Trans>}</h2>
      {state === 'loading' && !page ? <Skeleton count={8} height={24} /> : null}
      {loadError ? (
        <div className="notice notice--error" role="alert" data-testid="page-editor-load-failed">
          {loadError.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'page.reload' })}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {page && state !== 'loadFailed' ? (
        <>
          {failure?.length ? (
            <div className="notice notice--error" role="alert" data-testid="page-editor-failure">
              {failure.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          <p className="admin-muted" id="page-editor-help">
            <Trans>
              HTML: headings, paragraphs, lists, links, images and tables. Scripts, styles, forms and frames are removed
              when you save. Ctrl+S (Cmd+S on a Mac) saves.
            </Trans>
          </p>
          <div className="page-editor__panes">
            <div className="page-editor__pane">
              <h3>
                <Trans>HTML</Trans>
              </h3>
              <Suspense fallback={<Skeleton count={8} height={24} />}>
                <HtmlCodeEditor
                  value={draft}
                  onChange={(body) => actor.send({ type: 'body.change', body })}
                  label={t`Page HTML`}
                />
              </Suspense>
            </div>
            <div className="page-editor__pane">
              <h3 id="page-editor-preview-title">
                <Trans>Preview</Trans>
              </h3>
              {/* It scrolls: focusable, so a keyboard can scroll it too. */}
              <div
                className="page-editor__preview static-page__body"
                data-testid="page-editor-preview"
                role="region"
                aria-labelledby="page-editor-preview-title"
                tabIndex={0}
                dangerouslySetInnerHTML={{ __html: preview }}
              />
            </div>
          </div>
          <div className="page-editor__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => actor.send({ type: 'page.save' })}
            >
              {state === 'saving' ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </button>
            {state === 'restoring' ? (
              <span role="status">
                <Trans>Restoring…</Trans>
              </span>
            ) : null}
          </div>
          <PageVersions
            versions={page.versions}
            busy={busy}
            onRestore={(versionId) => actor.send({ type: 'version.restore', versionId })}
          />
        </>
      ) : null}
    </section>
  );
}
