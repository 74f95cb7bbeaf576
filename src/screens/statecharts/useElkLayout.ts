import { useEffect, useState } from 'react';
import ELK from 'elkjs/lib/elk-api';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { Chart } from '../../statecharts/chart';
import { fromElkLayout, toElkGraph, type Placement } from '../../statecharts/layout';

// One ELK for the page, laying out in a Web Worker: a big chart never blocks the page.
let elk: InstanceType<typeof ELK> | null = null;
const layoutEngine = () => (elk ??= new ELK({ workerUrl: elkWorkerUrl }));

const cache = new Map<string, Placement>();

/** The chart's placement (null while ELK works on it), computed once per machine. */
export function useElkLayout(chart: Chart): { placement: Placement | null; failed: boolean } {
  const [result, setResult] = useState<{ machineId: string; placement: Placement | null; failed: boolean }>(() => ({
    machineId: chart.machineId,
    placement: cache.get(chart.machineId) ?? null,
    failed: false,
  }));
  useEffect(() => {
    if (cache.has(chart.machineId)) {
      setResult({ machineId: chart.machineId, placement: cache.get(chart.machineId)!, failed: false });
      return;
    }
    let current = true;
    layoutEngine()
      .layout(toElkGraph(chart))
      .then((laidOut) => {
        const placement = fromElkLayout(chart, laidOut);
        cache.set(chart.machineId, placement);
        if (current) setResult({ machineId: chart.machineId, placement, failed: false });
      })
      .catch(() => {
        if (current) setResult({ machineId: chart.machineId, placement: null, failed: true });
      });
    return () => {
      current = false;
    };
  }, [chart]);
  return result.machineId === chart.machineId ? result : { placement: null, failed: false };
}
