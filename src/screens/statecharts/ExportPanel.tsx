import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Chart } from '../../statecharts/chart';
import { chartMermaid, machineJson } from '../../statecharts/exports';
import { machineById } from '@machines/registry';

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The machine as JSON (machine.toJSON()) and as Mermaid stateDiagram-v2 text, to download or read. */
export function ExportPanel({ machineId, chart }: { machineId: string; chart: Chart }) {
  const json = useMemo(() => machineJson(machineById(machineId)!), [machineId]);
  const mermaid = useMemo(() => chartMermaid(chart), [chart]);
  return (
    <section className="statecharts__export" aria-labelledby="export-title">
      <h2 id="export-title">
        <Trans>Export</Trans>
      </h2>
      <div className="statecharts__export-buttons">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => download(`${machineId}.json`, 'application/json', json)}
        >
          <Trans>Download JSON</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => download(`${machineId}.mmd`, 'text/plain', mermaid)}
        >
          <Trans>Download Mermaid</Trans>
        </button>
      </div>
      <details>
        <summary>
          <Trans>Mermaid text</Trans>
        </summary>
        <pre className="statecharts__code" data-export="mermaid" tabIndex={0}>
          {mermaid}
        </pre>
      </details>
    </section>
  );
}
