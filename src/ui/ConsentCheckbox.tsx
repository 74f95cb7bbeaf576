import { useMemo } from 'react';
import { CheckboxField } from './CheckboxField';
import { sanitizePageHtml } from './pageHtml';

export type ConsentCheckboxProps = {
  name: string;
  /** The consent text as HTML, e.g. with a link to the privacy page; sanitised by the page allow-list. */
  html: string;
  id?: string;
  className?: string;
};

/** A required-style consent checkbox whose label is trusted-looking but sanitised HTML. */
export function ConsentCheckbox({ name, html, id, className }: ConsentCheckboxProps) {
  const clean = useMemo(() => sanitizePageHtml(html), [html]);
  return (
    <CheckboxField
      name={name}
      id={id}
      className={['form-consent', className ?? ''].join(' ').trim()}
      label={<span dangerouslySetInnerHTML={{ __html: clean }} />}
    />
  );
}
