import { expect, type Locator } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box of each target shown, with what `read` finds on it. When a target seen shown has no
 * box by the time it is measured (a shell island has just taken the place of its first-paint
 * stand-in), every target is measured again, until all the shown ones have one.
 */
export async function measureShown<T>(
  targets: Locator[],
  read: (target: Locator) => Promise<T>,
): Promise<{ box: Box; value: T }[]> {
  let measured: { box: Box; value: T }[] = [];
  await expect(async () => {
    measured = [];
    for (const target of targets) {
      if (!(await target.isVisible())) continue;
      const box = await target.boundingBox();
      expect(box, 'a control measured while it is shown').not.toBeNull();
      measured.push({ box: box!, value: await read(target) });
    }
  }).toPass();
  return measured;
}
