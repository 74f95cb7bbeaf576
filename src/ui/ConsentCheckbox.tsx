import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { CheckboxField } from './CheckboxField';

export type ConsentCheckboxProps = {
  name: string;
  /** The consent text as HTML, e.g. with a link to the privacy page; it is sanitised. */
  html: string;
  id?: string;
  className?: string;
};

/** A required-style consent checkbox whose label is trusted-looking but sanitised HTML. */
export function ConsentCheckbox({ name, html, id, className }: ConsentCheckboxProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }), [html]);
  return (
    <CheckboxField
      name={name}
      id={id}
      className={['form-consent', className ?? ''].join(' ').trim()}
      label={<span dangerouslySetInnerHTML={{ __html: clean }} />}
    />
  );
}
