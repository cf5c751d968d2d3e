import { drawCareProduct } from './draw-care-product.ts';
import { drawContactLensBox } from './draw-contact-lens-box.ts';
import { drawFrameFront } from './draw-frame.ts';
import { drawFrameSide } from './draw-frame-side.ts';
import { drawMerch } from './draw-merch.ts';
import { drawWearer } from './draw-wearer.ts';
import type { FrameSubject, ImageSubject } from './image-subject.ts';
import type { Drawing } from './svg.ts';

function drawFrame(subject: FrameSubject): Drawing {
  switch (subject.view) {
    case 'front':
      return drawFrameFront(subject);
    case 'side':
      return drawFrameSide(subject);
    case 'model':
    case 'bust':
      return drawWearer(subject);
  }
}

/** The drawing of a subject: one module per kind of product and, for frames, per view. */
export function drawSubject(subject: ImageSubject): Drawing {
  switch (subject.kind) {
    case 'frame':
      return drawFrame(subject);
    case 'contact-lens-box':
      return drawContactLensBox(subject);
    case 'care-product':
      return drawCareProduct(subject);
    case 'merch':
      return drawMerch(subject);
  }
}
