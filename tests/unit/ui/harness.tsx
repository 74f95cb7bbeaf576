import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Formik, Form, type FormikProps } from 'formik';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FieldErrorsProvider, useServerFieldErrors, type ServerFieldErrors } from '@src/ui';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

i18n.loadAndActivate({ locale: 'en', messages: {} });

let mounted: { root: Root; container: HTMLElement }[] = [];

/** Renders inside the i18n provider; call `cleanup()` after each test. */
export async function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => {
    root.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  });
  return container;
}

/** Renders with a query client of its own (no retries), which it returns for the test to read. */
export async function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}

export async function cleanup() {
  for (const { root, container } of mounted) {
    await act(async () => root.unmount());
    container.remove();
  }
  mounted = [];
  document.body.innerHTML = '';
}

type FormHarness<V> = {
  initialValues: V;
  serverErrors?: ServerFieldErrors;
  onClear?: (field: string) => void;
  validate?: (values: V) => Record<string, string | undefined>;
  /** Receives formik on every render, to read values in assertions. */
  spy?: (formik: FormikProps<V>) => void;
  children: ReactNode;
};

/** A Formik form wrapped in server errors kept in state, as screens use the elements. */
export function TestForm<V extends object>({
  initialValues,
  serverErrors = {},
  onClear = () => {},
  validate,
  spy,
  children,
}: FormHarness<V>) {
  const server = useServerFieldErrors(serverErrors);
  const clear = (field: string) => {
    onClear(field);
    server.onClear(field);
  };
  return (
    <FieldErrorsProvider errors={server.errors} onClear={clear}>
      <Formik initialValues={initialValues} validate={validate} onSubmit={() => {}}>
        {(formik) => {
          spy?.(formik);
          return <Form>{children}</Form>;
        }}
      </Formik>
    </FieldErrorsProvider>
  );
}

const valueSetter = (el: HTMLElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set as (this: HTMLElement, v: string) => void;

/** Types a whole new value into an input, textarea or select, as React listens for it. */
export async function typeInto(el: Element, value: string) {
  await act(async () => {
    const input = el as HTMLInputElement;
    valueSetter(input).call(input, value);
    input.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  });
}

export async function click(el: Element) {
  await act(async () => {
    (el as HTMLElement).click();
  });
}

export async function focus(el: Element) {
  await act(async () => {
    (el as HTMLElement).focus();
  });
}

export async function blur(el: Element) {
  await act(async () => {
    (el as HTMLElement).blur();
  });
}

export async function keyDown(el: Element, key: string) {
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** The control a visible label points to. */
export function byLabel(container: ParentNode, text: string): HTMLElement {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  if (!label) throw new Error(`no label "${text}"`);
  const control = document.getElementById(label.htmlFor);
  if (!control) throw new Error(`label "${text}" points to nothing`);
  return control;
}

/** The text of the elements the control's aria-describedby lists. */
export function descriptionOf(el: Element): string {
  const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
