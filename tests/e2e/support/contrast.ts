import type { Locator } from '@playwright/test';
import { measureShown, type Box } from './shownBoxes';

/** A control and the lowest contrast ratio between its text and any pixel behind it. */
export interface MeasuredContrast {
  name: string;
  ratio: number;
}

interface Target {
  name: string;
  box: Box;
  /** The text's colour (0-255) and its alpha, opacity of the element and its parents included. */
  color: [number, number, number, number];
}

/**
 * Measures text contrast where axe-core cannot: over a header image. The texts of `area` are made
 * transparent, the area is photographed (its own background and whatever shows through it), and
 * each target's text colour is compared with every pixel behind its box: the worst pixel counts.
 */
export async function contrastOverBackground(area: Locator, targets: Locator[]): Promise<MeasuredContrast[]> {
  const page = area.page();
  const origin = (await area.boundingBox())!;
  const shown = await measureShown(targets, (target) =>
    target.evaluate((el) => {
      const parse = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const [r, g, b, a = 1] = parse(getComputedStyle(el).color);
      let opacity = a;
      for (let node: Element | null = el; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      return {
        name: (el.textContent?.trim() || el.getAttribute('aria-label')) ?? el.tagName,
        color: [r, g, b, opacity] as [number, number, number, number],
      };
    }),
  );
  const measured: Target[] = shown.map(({ box, value }) => ({
    ...value,
    box: { x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height },
  }));
  // Icons are drawn in currentColor, so a transparent colour hides them too.
  const hideTexts = await page.addStyleTag({
    content:
      '[data-measuring], [data-measuring] * { color: transparent !important; transition: none !important; text-shadow: none !important; }',
  });
  await area.evaluate((el) => el.setAttribute('data-measuring', ''));
  const png = (await area.screenshot({ animations: 'disabled' })).toString('base64');
  await area.evaluate((el) => el.removeAttribute('data-measuring'));
  await hideTexts.evaluate((style) => (style as Element).remove());

  // Decoded in a blank page of the same browser (no CSP there), where canvas reads the pixels.
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ png, measured, width }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const scale = image.naturalWidth / width;
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        const luminance = (r: number, g: number, b: number) =>
          0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        return measured.map(({ name, box, color: [tr, tg, tb, alpha] }) => {
          const x = Math.max(0, Math.floor(box.x * scale));
          const y = Math.max(0, Math.floor(box.y * scale));
          const w = Math.min(canvas.width - x, Math.ceil(box.width * scale));
          const h = Math.min(canvas.height - y, Math.ceil(box.height * scale));
          const { data } = context.getImageData(x, y, w, h);
          let ratio = Infinity;
          for (let i = 0; i < data.length; i += 4) {
            const [br, bg, bb] = [data[i], data[i + 1], data[i + 2]];
            const text = luminance(
              tr * alpha + br * (1 - alpha),
              tg * alpha + bg * (1 - alpha),
              tb * alpha + bb * (1 - alpha),
            );
            const back = luminance(br, bg, bb);
            ratio = Math.min(ratio, (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05));
          }
          return { name, ratio: Math.round(ratio * 100) / 100 };
        });
      },
      { png, measured, width: origin.width },
    );
  } finally {
    await scratch.close();
  }
}
