import { useMemo } from 'react';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { html } from '@codemirror/lang-html';

export interface HtmlCodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  readOnly?: boolean;
}

/**
 * CodeMirror 6 in HTML mode with line numbers (product.md §12.5: the page editor). Its own lazy chunk:
 * only the editor screen loads it (about 200 KB gzip).
 */
export default function HtmlCodeEditor({ value, onChange, label, readOnly = false }: HtmlCodeEditorProps) {
  const extensions = useMemo(
    () => [html(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      readOnly={readOnly}
      basicSetup={{ lineNumbers: true, foldGutter: false, highlightActiveLine: false, autocompletion: true }}
      minHeight="20rem"
      maxHeight="36rem"
      className="page-editor__code"
      data-testid="page-editor-code"
    />
  );
}
